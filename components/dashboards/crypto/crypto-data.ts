import type { Coin, CryptoDashboard, Trend } from "@/lib/dashboards/crypto";
import type { Point } from "@/lib/dashboards/series";

// Pure shaping of the crypto dashboard's data (GET /api/dashboards/crypto): the BTC chart's
// ranges over its minute prices, the change over a range, and the wallets' values at the prices
// of the same answer.

export const BTC_RANGES = ["30m", "1h", "all"] as const;
export type BtcRange = (typeof BTC_RANGES)[number];

const RANGE_MINUTES: Record<BtcRange, number> = { "30m": 30, "1h": 60, all: Number.POSITIVE_INFINITY };

/** The last minutes of a price series that a range shows (the whole series for "all"). */
export function pointsInRange(points: Point[], range: BtcRange): Point[] {
  const minutes = RANGE_MINUTES[range];
  return minutes >= points.length ? points : points.slice(points.length - minutes);
}

/** Direction and percentage (two decimals) of the change from the first to the last point. */
export function trendOf(points: Point[]): Trend | null {
  if (points.length < 2 || points[0].y === 0) return null;
  const first = points[0].y;
  const last = points[points.length - 1].y;
  return { dir: last >= first ? "up" : "down", amount: Math.round((Math.abs(last - first) / first) * 10_000) / 100 };
}

/** The lowest and highest price of a series, null for an empty one. */
export function priceRange(points: Point[]): { low: number; high: number } | null {
  if (points.length === 0) return null;
  const values = points.map((point) => point.y);
  return { low: Math.min(...values), high: Math.max(...values) };
}

/** The coins of the prices and wallets, in the order the screen lists them. */
export const COINS: Coin[] = ["btc", "eth", "bch", "xrp"];

export type WalletRow = { coin: Coin; balance: number; price: number; value: number };

/** Each wallet's balance and its value in dollars at the answer's prices (cents rounded). */
export function walletRows(data: Pick<CryptoDashboard, "wallets" | "prices">): WalletRow[] {
  return COINS.map((coin) => {
    const balance = data.wallets[coin];
    const price = data.prices[coin];
    return { coin, balance, price, value: Math.round(balance * price * 100) / 100 };
  });
}

/** The value of all wallets together, in dollars. */
export function walletsTotal(rows: WalletRow[]): number {
  return Math.round(rows.reduce((total, row) => total + row.value, 0) * 100) / 100;
}

/** How many decimals a price needs: cents for dollars and up, five digits below (XRP). */
export function priceDecimals(price: number): number {
  return Math.abs(price) < 1 ? 5 : 2;
}

/** Dollars with exactly `digits` decimals ("$0.52314", "$64,250.12"; "$64,250" for an axis). */
export function formatUsd(value: number, locale: string, digits = 2): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** An amount of a coin with its ticker, up to 8 decimals: "2.47311243 BTC". */
export function formatCoinAmount(amount: number, iso: string, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(amount)} ${iso}`;
}
