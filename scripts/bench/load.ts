// One measured route: autocannon at a fixed number of connections, first a warm-up and then the
// measured seconds on the same connections (code paths compiled, statements prepared, pages in the
// cache, connections open). Only the answers that arrive in the measured window count.
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
  // A few requests one at a time first: the route's code loaded and compiled before the rush.
  for (let request = 0; request < 3; request++) await settle(target);
  // One run for the warm-up and the measurement: a new run opens its connections again, and 32 at
  // once keep the server busy for about half a second (a static file as much as a route) — a
  // start-up cost the warm-up is there to leave out.
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const measuredFrom = started + warmUpSeconds * 1000;
  const run = autocannon({ connections: CONNECTIONS, ...target, duration: warmUpSeconds + seconds });
  run.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (performance.now() < measuredFrom) return;
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) failures++;
  });
  const result = await run;
  const measuredSeconds = (performance.now() - measuredFrom) / 1000;
  await settle(target);
  return {
    requestsPerSecond: latencies.length / measuredSeconds,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    requests: latencies.length,
    failures: failures + result.errors + result.timeouts,
  };
}

const round = (milliseconds: number) => Math.round(milliseconds * 10) / 10;

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
