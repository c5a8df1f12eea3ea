import type { OutgoingMail } from "@/lib/mail/send-mail";

// Issue 14, "the outbox keeps no usable secrets" once mail really goes out (SMTP_URL set): the
// outbox is then a delivery log an administrator searches, not the way mail reaches anyone, so
// what would let its reader act as the recipient is stored redacted — the tokens in links (reset,
// e-mail confirmation, e-mail change, invitations, buyers' order pages, calendar feeds), the
// secrets the sender names (ticket codes), and the attachments' bytes (tickets' QR codes).

export const REDACTED = "[redacted]";

/** A token inside a link, in text or HTML (where `&` is written `&amp;`, hence the `;`). */
const TOKEN_PATTERNS: RegExp[] = [
  /([?&;](?:token|access_token|code|key)=)[^&\s"'<>]+/gi,
  /(\/vendor-invitations\/)[^/?#\s"'<>]+/g,
  /(\/api\/calendar\/)[^/?#\s"'<>]+?(\.ics)/g,
];

const escapeForRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function redactText(text: string, secrets: readonly string[] = []): string {
  let redacted = TOKEN_PATTERNS.reduce(
    (current, pattern) =>
      current.replace(
        pattern,
        (_match, before: string, after?: string) => `${before}${REDACTED}${typeof after === "string" ? after : ""}`,
      ),
    text,
  );
  for (const secret of secrets.filter((value) => value.length >= 4)) {
    redacted = redacted.replace(new RegExp(escapeForRegExp(secret), "gi"), REDACTED);
  }
  return redacted;
}

/** The mail as the outbox keeps it when it was sent through SMTP: no token, no named secret, no attachment bytes. */
export function redactMail(mail: OutgoingMail): OutgoingMail {
  const secrets = mail.secrets ?? [];
  return {
    to: mail.to,
    subject: redactText(mail.subject, secrets),
    text: redactText(mail.text, secrets),
    html: redactText(mail.html, secrets),
    attachments: mail.attachments?.map(({ filename, contentType, cid }) => ({
      filename: redactText(filename, secrets),
      contentType,
      content: "",
      ...(cid ? { cid: redactText(cid, secrets) } : {}),
    })),
  };
}
