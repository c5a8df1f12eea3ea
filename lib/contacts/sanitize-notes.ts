import { sanitizeDescription } from "@/lib/events/sanitize-description";

/**
 * A contact's notes are rich text from the screen's editor, shown as HTML: only basic formatting
 * survives (the same rules as an event's description). Notes with no text left are stored as null.
 */
export function sanitizeContactNotes(html: string): string | null {
  const clean = sanitizeDescription(html);
  const text = clean
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  return text ? clean : null;
}
