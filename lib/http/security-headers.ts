// Issue 14, "security headers on every page". The page headers are set by the proxy (they need a
// fresh nonce per request and depend on the path); next.config.ts adds the ones that are the same
// for every answer, API and static files included (STATIC_SECURITY_HEADERS).

/** The request header that carries the page's nonce to the layouts (Next reads it from the CSP). */
export const NONCE_HEADER = "x-nonce";

/** Headers that hold for every answer of the app, whatever its type. */
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
] as const;

/**
 * What an API answer may do when a browser opens it as a document (a JSON answer, an uploaded SVG):
 * nothing at all — no scripts, no styles, not framed.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A new nonce per page request: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page's Content-Security-Policy. Scripts come only from the site; the inline ones (Next's
 * streamed payload, the colour-scheme script before the first paint) carry the nonce, and
 * 'strict-dynamic' lets those trusted scripts load the chunks they need (browsers that know it
 * then ignore 'self', which stays as the fallback for those that do not). Styles may be
 * inline because Emotion writes its rules into <style> tags at run time. Development adds
 * 'unsafe-eval' (React's dev build and fast refresh need it); production never does.
 */
export function pageContentSecurityPolicy({
  nonce,
  development = false,
  https = false,
}: {
  /** The request's nonce; null for a page served from cache, which was rendered without one. */
  nonce: string | null;
  development?: boolean;
  https?: boolean;
}): string {
  // A cached page (app/[locale]: /home, /p/event, /p/hosts) is the same HTML for every visitor, so
  // it cannot carry a per-request nonce, and Next's inline payload scripts differ with the page's
  // content, so they have no fixed hash either: those pages allow inline scripts and, without a
  // nonce, 'strict-dynamic' cannot be used. Scripts still come from the site alone, and those pages
  // render no markup a visitor or host wrote unsanitised (descriptions are cleaned on save and on
  // display); everything else below holds for them too.
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Where the door's check-in screen lives: the one place a camera may be used (scanning tickets). */
const CHECK_IN_PATH = /^\/pages\/events\/[^/]+/;

/** No page uses the microphone, location or payment APIs; only check-in may use the camera. */
export function permissionsPolicy(pathname: string): string {
  const camera = CHECK_IN_PATH.test(pathname) ? "camera=(self)" : "camera=()";
  return [camera, "microphone=()", "geolocation=()", "payment=()", "usb=()"].join(", ");
}

/** Strict-Transport-Security, only for answers that went out over https (never on plain http). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** Whether the request reached the site over https (directly, or as the proxy in front says). */
export function servedOverHttps(url: URL, headers: Headers): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return (forwarded ?? url.protocol.replace(":", "")) === "https";
}
