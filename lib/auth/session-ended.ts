import "server-only";
import { NextResponse } from "next/server";
import { getRequestCredential } from "@/lib/auth/current-user";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";

/** next-auth's session cookie, under its plain and `__Secure-` names, and chunked (`.0`, `.1`, …). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * GET /api/auth/session-ended?redirectURL=…: where a signed-in page sends a browser whose session
 * cookie is still well-formed but no longer honoured (the password changed elsewhere, the user is
 * gone, 30 days passed). The proxy judges by the cookie alone and would send such a browser from
 * sign-in back to the dashboard, and the dashboard back to sign-in: this clears the cookie first.
 * A request whose session is still good keeps it (no one can sign another out by a link) and
 * just goes on to the page, or to the lock screen if the session is locked.
 */
export async function endDeadSession(request: Request & { cookies: { getAll(): { name: string; value: string }[] } }) {
  const requested = safeRedirectPath(new URL(request.url).searchParams.get("redirectURL"), "/pages/dashboard");
  const credential = await getRequestCredential(request);
  const stillSignedIn = credential !== null;
  const target = !credential
    ? `/sign-in?redirectURL=${encodeURIComponent(requested)}`
    : credential.locked
      ? `/unlock-session?redirectURL=${encodeURIComponent(requested)}`
      : requested;
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  if (!stillSignedIn) {
    for (const { name } of request.cookies.getAll()) {
      if (SESSION_COOKIE.test(name)) response.cookies.set(name, "", { path: "/", maxAge: 0 });
    }
  }
  return response;
}
