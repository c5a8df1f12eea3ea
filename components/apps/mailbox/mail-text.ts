// How mails read in the list: one line of plain text from the HTML body, short dates, sizes.
// Pure (no DOM), so a page of rows costs a few string replacements and the rules are unit-tested.

import { formatDate } from "@/lib/dates/format";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The body as one line of text: tags dropped (blocks and breaks become spaces), entities decoded. */
export function previewText(html: string, maxLength = 200): string {
  const text = html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === "#") {
        const point = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/**
 * A mail's date in the list, as Gmail writes it: the time for today, day and month within the
 * year, the full date before that.
 */
export function listDate(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  const isToday = date.toDateString() === now.toDateString();
  if (isToday) return formatDate(date, locale, "time");
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, locale, "dayMonth");
  return formatDate(date, locale, "entry");
}

/** A file size for people: bytes, KB or MB with one decimal where it helps. */
export function fileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return format(bytes / 1024, "KB");
  return format(bytes / (1024 * 1024), "MB");
}
