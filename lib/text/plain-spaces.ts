/**
 * Intl's date ranges differ between ICU versions: Node's puts thin and narrow no-break spaces
 * around the dash and before "PM" ("5:00 – 7:30 PM"), Chromium's plain ones. A client component
 * rendered on the server must print exactly what the browser will, so ranges go through this.
 */
export function withPlainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}
