// Money on the host's screens: stored and sent as integer minor units (cents, bani, kuruş), typed
// and shown in major units in the reader's language (Romanian and Turkish write "12,50").

/** How many minor digits `currency` has (2 for every currency the product sells in; 0 for e.g. JPY). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `minor` as money in `locale`, e.g. 125050 RON in "ro" → "1.250,50 RON". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** `minor` in short form for a chart's axis, e.g. 123456 EUR in "en" → "€1.2K". */
export function formatCompactMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, notation: "compact" }).format(
    minor / 10 ** minorDigits(currency),
  );
}

/** The decimal separator of `locale` ("." or ","). */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
}

/** `minor` as the text of a price field, without grouping: 1250 → "12.50" ("12,50" in Romanian); whole amounts drop the decimals. */
export function minorToInput(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  if (minor % 10 ** digits === 0) return String(minor / 10 ** digits);
  return (minor / 10 ** digits).toFixed(digits).replace(".", decimalSeparator(locale));
}

/**
 * What the host typed as a price, in minor units, or null when it is not an amount.
 * Either "." or "," may be the decimal separator (hosts copy prices from anywhere): the last
 * separator followed by at most `digits` digits is the decimal one, and the others must group
 * thousands. "12,5" → 1250, "1.234,56" → 123456, "1,234.56" → 123456, "1 200" → 120000.
 */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const compact = text.replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(compact) && !/^[.,]\d+$/.test(compact)) return null;
  const lastSeparator = Math.max(compact.lastIndexOf("."), compact.lastIndexOf(","));
  let whole = compact;
  let fraction = "";
  if (lastSeparator >= 0) {
    const tail = compact.slice(lastSeparator + 1);
    const separator = compact[lastSeparator];
    const isOnlyOfItsKind = compact.indexOf(separator) === lastSeparator;
    // "1.234" is one thousand two hundred and thirty-four; "1.23" and "1,5" are decimals.
    const isDecimal = digits > 0 && isOnlyOfItsKind && tail.length <= digits;
    if (isDecimal) {
      whole = compact.slice(0, lastSeparator);
      fraction = tail;
    }
  }
  // What remains of the whole part may only group by thousands.
  if (whole !== "" && !/^\d{1,3}([.,]\d{3})*$/.test(whole) && !/^\d+$/.test(whole)) return null;
  const wholeDigits = whole.replace(/[.,]/g, "") || "0";
  const value = Number(wholeDigits) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(value) ? value : null;
}
