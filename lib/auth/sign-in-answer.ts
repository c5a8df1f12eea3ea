import "server-only";
import { issueAccessToken } from "@/lib/auth/access-token";
import { authenticateWithPassword } from "@/lib/auth/authenticate";
import type { SignInInput } from "@/lib/auth/schema";
import { toPublicUser } from "@/lib/auth/user";

/**
 * The answer of POST /api/auth/sign-in and /unlock-session: the user and a fresh bearer token;
 * wrong credentials are the specification's 404 with `false` (a throttled account and client IP
 * `ip` throws its 429).
 * With two-factor sign-in on, the right password without `code` throws 401 `two_factor_required`
 * and a wrong code 401 `invalid_two_factor_code` — unlocking a session issues a token too, so it
 * asks for the same.
 */
export async function answerPasswordSignIn(input: SignInInput, ip: string): Promise<unknown> {
  const user = await authenticateWithPassword(input, ip);
  if (!user) return Response.json(false, { status: 404 });
  return { user: toPublicUser(user), accessToken: await issueAccessToken(user.id), tokenType: "bearer" };
}
