// CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted and their
// quotes doubled; lines end with CRLF; a UTF-8 byte order mark lets Excel read accents right.
// A cell that starts with = + - @ (or a tab or carriage return) would run as a formula when the
// file is opened, so it gets a leading apostrophe (OWASP's "CSV injection" advice).

export type CsvCell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are data, not formulas: a negative amount stays a number.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A CSV download answer with `filename` as the suggested name. */
export function csvResponse(filename: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "no-store",
    },
  });
}
