import { publicRoute } from "@/lib/api/route";
import { issueAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { signInWithTokenSchema } from "@/lib/auth/schema";
import { findUserForCredential, toPublicUser } from "@/lib/auth/user";

export const POST = publicRoute({ body: signInWithTokenSchema }, async ({ body }) => {
  const claims = await verifyAccessToken(body.accessToken);
  // The user must still exist, the token's password sign-in (`auth_time`) must be after the last
  // password change and at most 30 days old (lib/auth/user.ts).
  const user = claims && (await findUserForCredential(claims.userId, claims.authTime));
  // The specification's answer for a bad signature; an expired, revoked or too old token gets the same.
  if (!user) return Response.json({ error: "Invalid token" }, { status: 401 });
  // The new token keeps the original sign-in time, so renewing never extends the session's life.
  const accessToken = await issueAccessToken(user.id, new Date(), claims.authTime);
  return { user: toPublicUser(user), accessToken, tokenType: "bearer" };
});
