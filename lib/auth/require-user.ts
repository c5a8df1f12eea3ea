import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentSession } from "@/lib/auth/current-user";
import { REQUEST_URL_HEADER } from "@/lib/navigation/request-url";

/**
 * The signed-in user for a page of the main group. The proxy already sent visitors without a
 * session cookie to sign-in; this catches what a cookie cannot tell, such as a deleted user or a
 * password changed on another device.
 */
export async function requireUser() {
  const session = await getCurrentSession();
  const requested = (await headers()).get(REQUEST_URL_HEADER) ?? "/pages/dashboard";
  // The proxy let the cookie through, so it is well-formed but no longer honoured: clear it on the
  // way to sign-in, or sign-in (which trusts the cookie) would send the browser straight back.
  if (!session) redirect(`/api/auth/session-ended?redirectURL=${encodeURIComponent(requested)}`);
  if (session.claims.locked) redirect(`/unlock-session?redirectURL=${encodeURIComponent(requested)}`);
  return session.user;
}
