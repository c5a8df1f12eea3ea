"use client";
import { useLocale } from "next-intl";
import { useMemo } from "react";

// Numbers on the demo dashboards in the active language (Intl.NumberFormat). The sample data's
// money is in US dollars, as in the original screens. Dates go through lib/dates (useDateFormat).

export const DASHBOARD_CURRENCY = "USD";

export type NumberFormats = {
  locale: string;
  /** 1234.5 → "1,234.5" (at most `digits` decimals, default 2). */
  number: (value: number, digits?: number) => string;
  /** 1234.5 → "$1,234.50". */
  money: (value: number, currency?: string) => string;
  /** 1234.5 → "$1.2K" (axes, tight spots); `digits` decimals of the short form (default: Intl's). */
  compactMoney: (value: number, currency?: string, digits?: number) => string;
  /** 42150 → "42K" (axes). */
  compact: (value: number) => string;
  /** A percentage given as 0–100: 42.5 → "42.5%". */
  percent: (value: number, digits?: number) => string;
};

export function numberFormats(locale: string): NumberFormats {
  return {
    locale,
    number: (value, digits = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
    money: (value, currency = DASHBOARD_CURRENCY) =>
      new Intl.NumberFormat(locale, { style: "currency", currency }).format(value),
    compactMoney: (value, currency = DASHBOARD_CURRENCY, digits) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        notation: "compact",
        ...(digits === undefined ? {} : { maximumFractionDigits: digits }),
      }).format(value),
    compact: (value) => new Intl.NumberFormat(locale, { notation: "compact" }).format(value),
    percent: (value, digits = 2) =>
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: digits }).format(value / 100),
  };
}

/** The formats of the active language. */
export function useNumberFormats(): NumberFormats {
  const locale = useLocale();
  return useMemo(() => numberFormats(locale), [locale]);
}

/**
 * A change in percent with its sign, in the reader's language: "+1.25%", "−0.3%", "+%1,25" (Turkish
 * puts the sign before the percent sign); no sign for no change.
 */
export function signedPercent(amount: number, dir: "up" | "down", locale: string, digits = 2): string {
  const ratio = (dir === "down" ? -amount : amount) / 100;
  return new Intl.NumberFormat(locale, {
    style: "percent",
    signDisplay: "exceptZero",
    maximumFractionDigits: digits,
  }).format(ratio);
}
