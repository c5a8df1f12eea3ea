import type { Currency } from "@/lib/events/schema";

/** A first guess at a new vendor's currency from the language; the user picks another in one tap. */
const CURRENCY_BY_LOCALE: Record<string, Currency> = { tr: "TRY", ro: "RON" };

export function defaultVendorCurrency(locale: string): Currency {
  return CURRENCY_BY_LOCALE[locale] ?? "USD";
}
