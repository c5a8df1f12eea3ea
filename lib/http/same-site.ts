import { ApiError } from "@/lib/api/errors";

// A write authenticated by the session cookie must come from the site itself: browsers attach
// the cookie to another site's form posts and `fetch`es too (SameSite=lax lets top-level ones
// through), and only `Origin` / `Sec-Fetch-Site`, which a page cannot forge, tell them apart.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BODY_TYPES = /^(application\/(json|[\w.+-]+\+json)|multipart\/form-data)\s*(;|$)/i;

/** The site's origins: APP_URL's, and the request's own (a preview or local port). */
function siteOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin]);
  const appUrl = process.env.APP_URL;
  if (appUrl) {
    try {
      origins.add(new URL(appUrl).origin);
    } catch {
      // An unparsable APP_URL adds nothing.
    }
  }
  return origins;
}

/**
 * Whether the browser says the request comes from one of the site's pages: `Origin` one of the
 * site's, or — without `Origin` — `Sec-Fetch-Site` in `sameSiteValues`.
 */
export function isSameSiteRequest(request: Request, sameSiteValues: readonly string[] = ["same-origin"]): boolean {
  const origin = request.headers.get("origin");
  if (origin) return siteOrigins(request).has(origin);
  const fetchSite = request.headers.get("sec-fetch-site");
  return fetchSite !== null && sameSiteValues.includes(fetchSite.toLowerCase());
}

/** No body, or a JSON or multipart one: the types a cross-site HTML form cannot send. */
function hasAcceptedBodyType(request: Request): boolean {
  const contentType = request.headers.get("content-type");
  if (contentType) return BODY_TYPES.test(contentType.trim());
  // Next hands route handlers a body stream even for an empty DELETE, so "no body" is told by the headers.
  const length = request.headers.get("content-length");
  return (length === null || length === "0") && !request.headers.has("transfer-encoding");
}

/** 403 `cross_site` for a cookie-authenticated write from another site or with a form's content type. */
export function assertSameSiteWrite(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (!isSameSiteRequest(request) || !hasAcceptedBodyType(request)) throw crossSite();
}

/** A GET that changes state (the specification's `mark-all-as-read`): only from the site's pages or a direct visit. */
export function assertSameSiteAction(request: Request): void {
  if (!isSameSiteRequest(request, ["same-origin", "none"])) throw crossSite();
}

function crossSite(): ApiError {
  return new ApiError(403, "cross_site", "This request must come from the site itself.");
}
