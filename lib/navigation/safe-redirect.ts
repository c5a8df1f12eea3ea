/**
 * The `redirectURL` of the sign-in page, if it is a path on this site; otherwise the fallback.
 * Absolute URLs, protocol-relative `//host` and `/\host` tricks all fall back.
 */
export function safeRedirectPath(candidate: string | null | undefined, fallback = "/signed-in-redirect"): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\"))
    return fallback;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
