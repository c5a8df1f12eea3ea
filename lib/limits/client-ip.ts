import "server-only";

/** The address of a request that names none (tests, scripts): such requests are counted together. */
export const UNKNOWN_CLIENT_IP = "unknown";

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined | null;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client's address for per-IP limits: an entry of `x-forwarded-for`, counted from its end.
 * `next start` fills that header with the connection's address when the request has none, and a
 * proxy appends the address it saw, so the LAST entry is the one nobody but the connection (or
 * the nearest proxy) wrote; the first ones may be whatever the client sent. `TRUST_PROXY=N` (a
 * number of proxies in front of the app) takes the entry N from the end, i.e. what the outermost
 * proxy saw. Without a proxy a client can still send its own header instead of the connection's —
 * per-address limits are then best effort, and the per-account slow-down is what always holds.
 * Never one shared "unknown" address: that would let anyone lock everyone out.
 */
export function clientIp(headers: HeaderSource): string {
  const hops = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const trusted = Math.max(0, Number.parseInt(process.env.TRUST_PROXY ?? "0", 10) || 0);
  const hop = hops[Math.max(0, hops.length - 1 - trusted)];
  return hop ? hop.slice(0, 100) : UNKNOWN_CLIENT_IP;
}
