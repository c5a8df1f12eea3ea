import { NextResponse, type NextRequest } from "next/server";
import { readSessionClaims } from "@/lib/auth/session-token";
import {
  HSTS_VALUE,
  NONCE_HEADER,
  createNonce,
  pageContentSecurityPolicy,
  permissionsPolicy,
  servedOverHttps,
} from "@/lib/http/security-headers";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { redirectFor, type SessionState } from "@/lib/navigation/route-access";

// Page guards from the session cookie alone (an optimistic check: signed-in layouts re-check the
// user in the database, and API handlers authenticate every call themselves), and the page's
// security headers: a Content-Security-Policy with a fresh nonce (Next puts it on its own scripts
// when it finds it in the request's CSP header; the root layout reads it for its inline ones).
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await readSessionClaims(request.cookies);
  const session: SessionState = !claims ? "none" : claims.locked ? "locked" : "active";
  const target = redirectFor(pathname, search, session);
  if (target) return NextResponse.redirect(new URL(target, request.url));

  const https = servedOverHttps(request.nextUrl, request.headers);
  const nonce = createNonce();
  const csp = pageContentSecurityPolicy({ nonce, https, development: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set(REQUEST_URL_HEADER, `${pathname}${search}`);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("Permissions-Policy", permissionsPolicy(pathname));
  if (https) response.headers.set("Strict-Transport-Security", HSTS_VALUE);
  return response;
}

export const config = {
  // Pages only: not the API (handlers answer 401 JSON themselves), not static files.
  matcher: ["/((?!api/|featureFlag/|_next/|favicon\\.ico|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml|json)$).*)"],
};
