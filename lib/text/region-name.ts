/** A country or region code as its name in `locale` ("RO" → "Romania" / "România"); the code itself when unknown. */
export function regionName(code: string, locale: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
