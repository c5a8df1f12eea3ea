import "server-only";
import { issueAccessToken } from "@/lib/auth/access-token";
import { authenticateWithPassword } from "@/lib/auth/authenticate";
import type { SignInInput } from "@/lib/auth/schema";
import { toPublicUser } from "@/lib/auth/user";
import { ApiError } from "@/lib/api/errors";

/**
 * The answer of POST /api/auth/sign-in and /unlock-session: the user and a fresh bearer token;
 * wrong credentials are the specification's 404 with `false`.
 */
export async function answerPasswordSignIn(input: SignInInput): Promise<unknown> {
  const result = await authenticateWithPassword(input);
  if (!result.ok) {
    if (result.reason === "throttled") {
      throw new ApiError(429, "too_many_attempts", "Too many failed attempts. Try again in a few minutes.");
    }
    return Response.json(false, { status: 404 });
  }
  return { user: toPublicUser(result.user), accessToken: await issueAccessToken(result.user.id), tokenType: "bearer" };
}
