import {
  formatCoinAmount,
  formatUsd,
  pointsInRange,
  priceDecimals,
  priceRange,
  trendOf,
  walletRows,
  walletsTotal,
} from "@/components/dashboards/crypto/crypto-data";
import { BTC_MINUTES, cryptoDashboard } from "@/lib/dashboards/crypto";
import { signedPercent } from "@/components/dashboards/shared/format";

const minute = (index: number, y: number) => ({ x: new Date(Date.UTC(2026, 10, 25, 12, index)).toISOString(), y });

describe("pointsInRange", () => {
  const points = Array.from({ length: BTC_MINUTES }, (_, index) => minute(index, 100 + index));

  it("keeps the last 30 or 60 minutes, or all of them", () => {
    expect(pointsInRange(points, "30m")).toEqual(points.slice(-30));
    expect(pointsInRange(points, "1h")).toEqual(points.slice(-60));
    expect(pointsInRange(points, "all")).toBe(points);
  });

  it("keeps a series shorter than the range whole", () => {
    expect(pointsInRange(points.slice(0, 10), "30m")).toEqual(points.slice(0, 10));
  });
});

describe("trendOf", () => {
  it("gives the direction and the change in percent with two decimals", () => {
    expect(trendOf([minute(0, 200), minute(1, 150), minute(2, 202.5)])).toEqual({ dir: "up", amount: 1.25 });
    expect(trendOf([minute(0, 300), minute(1, 299)])).toEqual({ dir: "down", amount: 0.33 });
    expect(trendOf([minute(0, 5), minute(1, 5)])).toEqual({ dir: "up", amount: 0 });
  });

  it("has no trend for one point or a zero start", () => {
    expect(trendOf([minute(0, 1)])).toBeNull();
    expect(trendOf([minute(0, 0), minute(1, 3)])).toBeNull();
  });

  it("agrees with the API's own trend over the whole series", () => {
    const data = cryptoDashboard(new Date("2026-11-25T12:34:56Z"));
    expect(trendOf(data.btc.series[0].data)).toEqual(data.btc.trend);
    for (const item of data.watchlist) expect(trendOf(item.series[0].data)).toEqual(item.trend);
  });
});

describe("priceRange", () => {
  it("gives the lowest and highest price", () => {
    expect(priceRange([minute(0, 3), minute(1, 9), minute(2, 1)])).toEqual({ low: 1, high: 9 });
    expect(priceRange([])).toBeNull();
  });
});

describe("walletRows", () => {
  it("values each wallet at its coin's price and adds them up", () => {
    const rows = walletRows({
      wallets: { btc: 2, eth: 0.5, bch: 0, xrp: 1000.123 },
      prices: { btc: 60_000.5, eth: 3000, bch: 400, xrp: 0.52314 },
    });
    expect(rows).toEqual([
      { coin: "btc", balance: 2, price: 60_000.5, value: 120_001 },
      { coin: "eth", balance: 0.5, price: 3000, value: 1500 },
      { coin: "bch", balance: 0, price: 400, value: 0 },
      { coin: "xrp", balance: 1000.123, price: 0.52314, value: 523.2 },
    ]);
    expect(walletsTotal(rows)).toBe(122_024.2);
  });
});

describe("priceDecimals", () => {
  it("shows cents for dollar prices and five digits below one dollar", () => {
    expect(priceDecimals(64_250.12)).toBe(2);
    expect(priceDecimals(1)).toBe(2);
    expect(priceDecimals(0.5231)).toBe(5);
  });
});

describe("formatting", () => {
  it("signs a change in the reader's language", () => {
    expect(signedPercent(1.25, "up", "en")).toBe("+1.25%");
    expect(signedPercent(0.3, "down", "en")).toBe("-0.3%");
    expect(signedPercent(0, "up", "en")).toBe("0%");
    expect(signedPercent(1.25, "up", "tr")).toBe("+%1,25");
    expect(signedPercent(12.5, "down", "ro", 1)).toMatch(/^-12,5\s?%$/);
  });

  it("shows dollars with fixed decimals and coins with up to eight", () => {
    expect(formatUsd(0.52314, "en", 5)).toBe("$0.52314");
    expect(formatUsd(64_250.1, "en")).toBe("$64,250.10");
    expect(formatUsd(64_250.1, "en", 0)).toBe("$64,250");
    expect(formatCoinAmount(2.47311243, "BTC", "en")).toBe("2.47311243 BTC");
    expect(formatCoinAmount(11278.771123, "XRP", "ro")).toBe("11.278,771123 XRP");
  });
});
