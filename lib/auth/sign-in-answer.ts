import "server-only";
import { issueAccessToken } from "@/lib/auth/access-token";
import { authenticateWithPassword } from "@/lib/auth/authenticate";
import type { SignInInput } from "@/lib/auth/schema";
import { toPublicUser } from "@/lib/auth/user";

/**
 * The answer of POST /api/auth/sign-in and /unlock-session: the user and a fresh bearer token;
 * wrong credentials are the specification's 404 with `false` (a throttled email throws its 429).
 */
export async function answerPasswordSignIn(input: SignInInput): Promise<unknown> {
  const user = await authenticateWithPassword(input);
  if (!user) return Response.json(false, { status: 404 });
  return { user: toPublicUser(user), accessToken: await issueAccessToken(user.id), tokenType: "bearer" };
}
