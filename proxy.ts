import { NextResponse, type NextRequest } from "next/server";
import { readSessionClaims } from "@/lib/auth/session-token";
import { requestLocale } from "@/lib/auth/request-locale";
import {
  HSTS_VALUE,
  NONCE_HEADER,
  createNonce,
  pageContentSecurityPolicy,
  permissionsPolicy,
  servedOverHttps,
} from "@/lib/http/security-headers";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { redirectFor, type SessionState } from "@/lib/navigation/route-access";
import { isCachedPublicPath, localizedPublicPath, splitLocalePrefix } from "@/lib/public/cached-paths";

const development = process.env.NODE_ENV === "development";
/** An address no route serves: Next answers it with app/not-found.tsx and a 404. */
const NO_SUCH_PAGE = "/_hostdeck/no-such-page";

// Page guards from the session cookie alone (an optimistic check: signed-in layouts re-check the
// user in the database, and API handlers authenticate every call themselves), the page's
// security headers, and the language of the public pages served from cache.
export async function proxy(request: NextRequest) {
  const cached = cachedPublicPage(request);
  if (cached) return cached;

  const { pathname, search } = request.nextUrl;
  const claims = await readSessionClaims(request.cookies);
  const session: SessionState = !claims ? "none" : claims.locked ? "locked" : "active";
  const target = redirectFor(pathname, search, session);
  if (target) return NextResponse.redirect(new URL(target, request.url));

  // A fresh nonce per page: Next puts it on its own scripts when it finds it in the request's CSP
  // header; the root layout reads it for its inline ones.
  const https = servedOverHttps(request.nextUrl, request.headers);
  const nonce = createNonce();
  const csp = pageContentSecurityPolicy({ nonce, https, development });
  const headers = new Headers(request.headers);
  headers.set(REQUEST_URL_HEADER, `${pathname}${search}`);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  return withPageHeaders(response, request, csp);
}

/**
 * /home, /p/event/{slug} and /p/hosts/{slug} are served from cache, one page per language under
 * app/[locale]: the address keeps no language and is rewritten to the visitor's (the switcher's
 * cookie, else Accept-Language, else English); /tr/p/event/{slug} names one and keeps it. Neither
 * needs the session (public pages have no guard), so the cookie is not even decrypted. /home with
 * a search or a page number is left to the page rendered per request.
 */
function cachedPublicPage(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const prefixed = splitLocalePrefix(pathname);
  const csp = pageContentSecurityPolicy({
    nonce: null,
    https: servedOverHttps(request.nextUrl, request.headers),
    development,
  });
  if (prefixed) {
    const response = withPageHeaders(NextResponse.next(), request, csp);
    // Opening a link in a language keeps that language for the pages that follow it.
    if (request.cookies.get(LOCALE_COOKIE)?.value !== prefixed.locale)
      response.cookies.set(LOCALE_COOKIE, prefixed.locale, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
    return response;
  }
  // /de/home, /anything/p/event/x: not a language of ours. Sent where no route is, for the 404,
  // rather than rendered (and cached) under app/[locale] as a language called "de".
  const underOtherPrefix = /^\/[^/]+(\/.*)$/.exec(pathname);
  if (underOtherPrefix && isCachedPublicPath(underOtherPrefix[1]))
    return NextResponse.rewrite(new URL(NO_SUCH_PAGE, request.url));
  if (!isCachedPublicPath(pathname)) return null;
  if (pathname === "/home" && (searchParams.has("search") || searchParams.has("page"))) return null;
  const url = request.nextUrl.clone();
  url.pathname = localizedPublicPath(requestLocale(request), pathname);
  return withPageHeaders(NextResponse.rewrite(url), request, csp);
}

function withPageHeaders(response: NextResponse, request: NextRequest, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("Permissions-Policy", permissionsPolicy(request.nextUrl.pathname));
  if (servedOverHttps(request.nextUrl, request.headers)) response.headers.set("Strict-Transport-Security", HSTS_VALUE);
  return response;
}

export const config = {
  // Pages only: not the API (handlers answer 401 JSON themselves), not static files.
  matcher: ["/((?!api/|featureFlag/|_next/|favicon\\.ico|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml|json)$).*)"],
};
