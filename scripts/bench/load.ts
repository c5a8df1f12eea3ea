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
  // A few requests one at a time first: the route's code loaded and compiled before the rush.
  for (let request = 0; request < 3; request++) await settle(target);
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  await settle(target);
  const result = await autocannon({ ...options, duration: seconds });
  await settle(target);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One request, answered: autocannon stops at its deadline without waiting for the requests in
 * flight, and the server finishes those before this one, so the next run starts on an idle server.
 */
async function settle(target: LoadTarget) {
  for (let attempt = 1; ; attempt++) {
    try {
      const init = {
        method: target.method,
        headers: target.headers,
        body: target.body,
        signal: AbortSignal.timeout(60_000),
      };
      const response = await fetch(target.url, init);
      await response.arrayBuffer();
      return;
    } catch (error) {
      // A kept-alive socket the server closed meanwhile: try again on a new one.
      if (attempt === 3) throw error;
    }
  }
}

/** The value at `share` (0–1) of sorted `values` (nearest rank). */
export function percentile(values: number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
