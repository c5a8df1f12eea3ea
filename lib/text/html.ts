// The one HTML escape: text that goes into markup we write by hand (mails, search highlights,
// seeded rich text). Host-written HTML goes through sanitize-html instead (lib/events/sanitize-description.ts).

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** Plain text with its line breaks kept, for HTML (e.g. the host's payment instructions). */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}
