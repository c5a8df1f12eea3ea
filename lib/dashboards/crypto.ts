import { MINUTE_MS, round, waveValue, type Point, type Series, type Wave } from "@/lib/dashboards/series";

export type Trend = { dir: "up" | "down"; amount: number };
export type Coin = "btc" | "eth" | "bch" | "xrp";
export type WatchlistItem = { title: string; iso: string; amount: number; trend: Trend; series: Series<Point[]>[] };

export type CryptoDashboard = {
  btc: {
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    series: Series<Point[]>[];
  };
  prices: Record<Coin, number>;
  wallets: Record<Coin, number>;
  watchlist: WatchlistItem[];
};

/** Minutes of the BTC chart and of each watchlist sparkline. */
export const BTC_MINUTES = 150;
export const WATCHLIST_MINUTES = 20;

type Asset = { title: string; iso: string; seed: number; decimals: number; wave: Wave };

const ASSETS = {
  btc: {
    title: "Bitcoin",
    iso: "BTC",
    seed: 31,
    decimals: 2,
    wave: { base: 64_250, swing: 0.01, period: 240, jitter: 0.002 },
  },
  eth: {
    title: "Ethereum",
    iso: "ETH",
    seed: 32,
    decimals: 2,
    wave: { base: 3_120, swing: 0.015, period: 200, jitter: 0.003 },
  },
  bch: {
    title: "Bitcoin Cash",
    iso: "BCH",
    seed: 33,
    decimals: 2,
    wave: { base: 418, swing: 0.02, period: 180, jitter: 0.004 },
  },
  xrp: {
    title: "XRP",
    iso: "XRP",
    seed: 34,
    decimals: 5,
    wave: { base: 0.5231, swing: 0.02, period: 160, jitter: 0.005 },
  },
  ltc: {
    title: "Litecoin",
    iso: "LTC",
    seed: 35,
    decimals: 2,
    wave: { base: 84.6, swing: 0.02, period: 150, jitter: 0.005 },
  },
  zec: {
    title: "Zcash",
    iso: "ZEC",
    seed: 36,
    decimals: 2,
    wave: { base: 27.9, swing: 0.03, period: 140, jitter: 0.006 },
  },
  btg: {
    title: "Bitcoin Gold",
    iso: "BTG",
    seed: 37,
    decimals: 2,
    wave: { base: 31.4, swing: 0.03, period: 130, jitter: 0.006 },
  },
} satisfies Record<string, Asset>;

const WATCHLIST: Asset[] = [ASSETS.eth, ASSETS.bch, ASSETS.xrp, ASSETS.ltc, ASSETS.zec, ASSETS.btg];

/** Holdings of the sample wallets (fixed amounts of each coin). */
const WALLETS: Record<Coin, number> = { btc: 2.47311243, eth: 26.3212, bch: 78.454412, xrp: 11278.771123 };

const BTC_SUPPLY = 19_712_500;

/** Prices of the `count` whole minutes before `now`, oldest first. */
function priceSeries(asset: Asset, now: Date, count: number): Point[] {
  const currentMinute = Math.floor(now.getTime() / MINUTE_MS);
  return Array.from({ length: count }, (_, index) => {
    const minute = currentMinute - count + index;
    return {
      x: new Date(minute * MINUTE_MS).toISOString(),
      y: round(waveValue(asset.seed, minute, asset.wave), asset.decimals),
    };
  });
}

/** Direction and percentage of the change from the first to the last point. */
function trendOf(points: Point[]): Trend {
  const first = points[0].y;
  const last = points[points.length - 1].y;
  return { dir: last >= first ? "up" : "down", amount: round((Math.abs(last - first) / first) * 100, 2) };
}

const latest = (points: Point[]) => points[points.length - 1].y;

/** The crypto dashboard's sample data for the minute of `now`. */
export function cryptoDashboard(now: Date): CryptoDashboard {
  const btcSeries = priceSeries(ASSETS.btc, now, BTC_MINUTES);
  const watchlist = WATCHLIST.map((asset) => {
    const points = priceSeries(asset, now, WATCHLIST_MINUTES);
    return {
      title: asset.title,
      iso: asset.iso,
      amount: latest(points),
      trend: trendOf(points),
      series: [{ name: "Price", data: points }],
    };
  });
  const btcPrice = latest(btcSeries);
  const latestPrice = (asset: Asset) => latest(priceSeries(asset, now, 1));

  return {
    btc: {
      amount: btcPrice,
      trend: trendOf(btcSeries),
      marketCap: Math.round(btcPrice * BTC_SUPPLY),
      volume: Math.round(btcPrice * BTC_SUPPLY * 0.021),
      supply: BTC_SUPPLY,
      allTimeHigh: round(Math.max(73_750, ...btcSeries.map((point) => point.y)), 2),
      series: [{ name: "Price", data: btcSeries }],
    },
    prices: { btc: btcPrice, eth: latestPrice(ASSETS.eth), bch: latestPrice(ASSETS.bch), xrp: latestPrice(ASSETS.xrp) },
    wallets: WALLETS,
    watchlist,
  };
}
