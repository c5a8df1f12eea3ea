/**
 * The specification's route table as rules the proxy applies (section 2, "Route table").
 * Pure, so it is unit-tested without a server.
 */
export const SIGNED_IN_HOME = "/pages/dashboard";

const GUEST_ONLY = ["/confirmation-required", "/forgot-password", "/reset-password", "/sign-in", "/sign-up"];
const SIGNED_IN_ONLY_EXACT = ["/sign-out", "/unlock-session"];
// The signed-in main group: the product's pages, the demo apps and dashboards, the icon pages and the docs.
const SIGNED_IN_AREAS = ["/pages", "/apps", "/dashboards", "/ui", "/docs"];

function matches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function isSignedInArea(pathname: string): boolean {
  return SIGNED_IN_AREAS.some((base) => matches(pathname, base));
}

export type RouteAccess = "guest-only" | "signed-in-only" | "open";

export function routeAccess(pathname: string): RouteAccess {
  if (GUEST_ONLY.some((base) => matches(pathname, base))) return "guest-only";
  if (SIGNED_IN_ONLY_EXACT.some((base) => matches(pathname, base)) || isSignedInArea(pathname)) return "signed-in-only";
  return "open";
}

export type SessionState = "none" | "active" | "locked";

/**
 * Where a request for `pathname?search` goes, or null to serve it.
 * - `/` and `/signed-in-redirect` go to the dashboard.
 * - Guest-only pages send a signed-in user to `/`.
 * - Signed-in pages send a visitor to `/sign-in?redirectURL=<path and query>` (plain `/sign-in` for `/sign-out`).
 * - A locked session reaches only `/unlock-session` and `/sign-out` until it is unlocked.
 */
export function redirectFor(pathname: string, search: string, session: SessionState): string | null {
  if (pathname === "/" || pathname === "/signed-in-redirect") return SIGNED_IN_HOME;
  const access = routeAccess(pathname);
  const requested = `${pathname}${search}`;
  if (access === "guest-only") return session === "none" ? null : "/";
  if (access === "signed-in-only") {
    if (session === "none") {
      return pathname === "/sign-out" ? "/sign-in" : `/sign-in?redirectURL=${encodeURIComponent(requested)}`;
    }
    if (session === "locked" && isSignedInArea(pathname)) {
      return `/unlock-session?redirectURL=${encodeURIComponent(requested)}`;
    }
  }
  return null;
}
