import { publicRoute } from "@/lib/api/route";
import { issueAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { signInWithTokenSchema } from "@/lib/auth/schema";
import { findUserForCredential, toPublicUser } from "@/lib/auth/user";

export const POST = publicRoute({ body: signInWithTokenSchema }, async ({ body }) => {
  const claims = await verifyAccessToken(body.accessToken);
  const user = claims && (await findUserForCredential(claims.userId, claims.issuedAt));
  // The specification's answer for a bad signature; an expired or revoked token gets the same.
  if (!user) return Response.json({ error: "Invalid token" }, { status: 401 });
  return { user: toPublicUser(user), accessToken: await issueAccessToken(user.id), tokenType: "bearer" };
});
