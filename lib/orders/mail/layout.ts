import { escapeHtml } from "@/lib/text/html";

// Mail HTML is written for mail clients, not browsers: tables for layout, inline styles only,
// no web fonts, and images as attachments referenced by cid (many clients block remote images).

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const MAIL_COLORS = {
  brand: "#4f46e5",
  text: "#1e293b",
  muted: "#64748b",
  line: "#e2e8f0",
  soft: "#f8fafc",
} as const;

/** The frame every order mail shares: a brand bar, a white card, a muted footer. */
export function mailDocument({
  title,
  preheader,
  body,
  footer,
}: {
  title: string;
  preheader: string;
  body: string;
  footer: string;
}): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:${FONT};color:${MAIL_COLORS.text};font-size:15px;line-height:1.55">
<tr><td style="background:${MAIL_COLORS.brand};padding:16px 28px;color:#ffffff;font-size:17px;font-weight:700;letter-spacing:-0.01em">Hostdeck</td></tr>
<tr><td style="padding:24px 22px 28px">${body}</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${MAIL_COLORS.muted};text-align:center">${escapeHtml(footer)}</p>
</td></tr></table>
</body></html>`;
}

export const mailHeading = (text: string) =>
  `<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25;font-weight:800;letter-spacing:-0.02em">${escapeHtml(text)}</h1>`;

export const mailParagraph = (html: string, style = "") => `<p style="margin:0 0 16px;${style}">${html}</p>`;

export const mailButton = (label: string, url: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 4px"><tr><td style="border-radius:8px;background:${MAIL_COLORS.brand}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-weight:600;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td></tr></table>`;

/** Label / value rows (event details, totals). Values are HTML. */
export function mailDetails(
  rows: [label: string, valueHtml: string][],
  { alignValues = "left" }: { alignValues?: "left" | "right" } = {},
): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px 8px 0;color:${MAIL_COLORS.muted};font-size:13px;white-space:nowrap;vertical-align:top;border-top:1px solid ${MAIL_COLORS.line}">${escapeHtml(label)}</td><td style="padding:8px 0;vertical-align:top;text-align:${alignValues};border-top:1px solid ${MAIL_COLORS.line};overflow-wrap:anywhere;word-break:break-word">${value}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:4px 0 20px;border-bottom:1px solid ${MAIL_COLORS.line}">${cells}</table>`;
}

/** A shaded box, e.g. the host's payment instructions. */
export const mailPanel = (html: string) =>
  `<div style="margin:0 0 20px;padding:14px 16px;background:${MAIL_COLORS.soft};border:1px solid ${MAIL_COLORS.line};border-radius:10px">${html}</div>`;
