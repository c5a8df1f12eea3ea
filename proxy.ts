import { NextResponse, type NextRequest } from "next/server";
import { readSessionClaims } from "@/lib/auth/session-token";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";
import { redirectFor, type SessionState } from "@/lib/navigation/route-access";

// Page guards from the session cookie alone (an optimistic check: signed-in layouts re-check the
// user in the database, and API handlers authenticate every call themselves).
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await readSessionClaims(request.cookies);
  const session: SessionState = !claims ? "none" : claims.locked ? "locked" : "active";
  const target = redirectFor(pathname, search, session);
  if (target) return NextResponse.redirect(new URL(target, request.url));

  const headers = new Headers(request.headers);
  headers.set(REQUEST_URL_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the API (handlers answer 401 JSON themselves), not static files.
  matcher: ["/((?!api/|featureFlag/|_next/|favicon\\.ico|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml|json)$).*)"],
};
