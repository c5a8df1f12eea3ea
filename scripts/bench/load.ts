// One measured route: autocannon at a fixed number of connections for a few seconds, after a
// warm-up run of the same request (code paths compiled, statements prepared, pages in the cache).
import autocannon from "autocannon";

export type LoadTarget = {
  url: string;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, plus connection errors and timeouts: a measurement with any is not valid. */
  failures: number;
};

export const CONNECTIONS = 32;

export async function measureLoad(
  target: LoadTarget,
  { seconds, warmUpSeconds }: { seconds: number; warmUpSeconds: number },
): Promise<LoadResult> {
  const options = { connections: CONNECTIONS, ...target };
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The value at `share` (0–1) of sorted `values` (nearest rank). */
export function percentile(values: number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
