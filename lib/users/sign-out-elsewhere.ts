import "server-only";
import type { SessionUser } from "@/lib/auth/user";
import { revokeCredentials } from "@/lib/users/revoke-credentials";

/**
 * `POST /api/users/me/sessions/revoke` ("sign out everywhere else"): every session and bearer
 * token issued until now ends, as after a password change, without one. Returns the instant
 * credentials are valid from, for the answer that keeps this browser signed in.
 */
export function signOutEverywhereElse(user: SessionUser): Promise<Date> {
  return revokeCredentials(user.id);
}
