import { sanitizeDescription } from "@/lib/events/sanitize-description";

/**
 * A mail body as the screens may show it. A composed mail is the same rich text as an event's
 * description (the composer reuses that editor), so the same rule applies: basic formatting and
 * safe links only. Applied when a mail is stored and again when one is answered, so a row written
 * any other way (an old seed, a hand edit) still never reaches a browser with a script in it.
 */
export function sanitizeMailContent(html: string): string {
  return sanitizeDescription(html);
}
