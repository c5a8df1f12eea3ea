import { publicRoute } from "@/lib/api/route";
import { issueAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { signInWithTokenSchema } from "@/lib/auth/schema";
import { isTokenSessionLocked, sessionLockedError } from "@/lib/auth/session-lock";
import { findUserForCredential, toPublicUser } from "@/lib/auth/user";

export const POST = publicRoute({ body: signInWithTokenSchema }, async ({ body }) => {
  const claims = await verifyAccessToken(body.accessToken);
  // The user must still exist, the token's password sign-in (`auth_time`, or the revocation it
  // survived) must be after the last password change and at most 30 days old (lib/auth/user.ts).
  const user = claims && (await findUserForCredential(claims.userId, claims));
  // The specification's answer for a bad signature; an expired, revoked or too old token gets the same.
  if (!user) return Response.json({ error: "Invalid token" }, { status: 401 });
  // A token of a browser session locked at /unlock-session is not renewed until it is unlocked.
  if (await isTokenSessionLocked(claims)) throw sessionLockedError();
  // The new token keeps the original sign-in time, session and re-validation, so renewing never
  // extends the session's life.
  const accessToken = await issueAccessToken(user.id, new Date(), claims.authTime, claims);
  return { user: toPublicUser(user), accessToken, tokenType: "bearer" };
});
