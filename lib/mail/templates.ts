import "server-only";
import { createTranslator } from "use-intl/core";
import { isLocale, DEFAULT_LOCALE } from "@/lib/i18n/config";
import { loadTranslatorMessages } from "@/lib/i18n/messages";
import type { OutgoingMail } from "@/lib/mail/send-mail";
import { escapeHtml } from "@/lib/text/html";

/** A plain, single-call-to-action mail in the recipient's language. */
async function actionMail({
  to,
  language,
  kind,
  name,
  url,
}: {
  to: string;
  language: string;
  kind: "passwordReset" | "emailVerification";
  name: string;
  url: string;
}): Promise<OutgoingMail> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadTranslatorMessages(locale), namespace: "mail" });
  const subject = t(`${kind}.subject`);
  const greeting = t("greeting", { name });
  const body = t(`${kind}.body`);
  const action = t(`${kind}.action`);
  const footer = t(`${kind}.footer`);
  const text = `${greeting}\n\n${body}\n\n${action}: ${url}\n\n${footer}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}

export const passwordResetMail = (options: { to: string; language: string; name: string; url: string }) =>
  actionMail({ ...options, kind: "passwordReset" });

export const emailVerificationMail = (options: { to: string; language: string; name: string; url: string }) =>
  actionMail({ ...options, kind: "emailVerification" });
