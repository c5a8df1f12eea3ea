import { sanitizeDescription } from "@/lib/events/sanitize-description";

/**
 * A mail body as the screens may show it. A composed mail is the same rich text as an event's
 * description (the composer reuses that editor), so the same rule applies: basic formatting and
 * safe links only. Applied when a mail is stored and again when one is answered, so a row written
 * any other way (an old seed, a hand edit) still never reaches a browser with a script in it.
 *
 * Answering a page of mails sanitised ten bodies, about 150 µs of every list request (issue 17),
 * and the same bodies come back on every refresh. Sanitising is a pure function of the text, so
 * results are remembered in this process (bounded, oldest first out): a remembered result can never
 * be stale, whatever another process writes.
 */
export function sanitizeMailContent(html: string): string {
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeDescription(html);
  if (html.length <= MAX_REMEMBERED_BODY) remember(html, clean);
  return clean;
}

/** Characters of bodies and results kept at most (UTF-16: about twice as many bytes). */
const MAX_REMEMBERED_CHARS = 4_000_000;
const MAX_REMEMBERED_BODY = 100_000;
const remembered = new Map<string, string>();
let rememberedChars = 0;

function remember(html: string, clean: string) {
  remembered.set(html, clean);
  rememberedChars += html.length + clean.length;
  for (const [oldest, result] of remembered) {
    if (rememberedChars <= MAX_REMEMBERED_CHARS) break;
    remembered.delete(oldest);
    rememberedChars -= oldest.length + result.length;
  }
}
