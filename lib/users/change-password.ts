import "server-only";
import { hashPassword } from "@/lib/auth/password";
import type { SessionUser } from "@/lib/auth/user";
import { requireCurrentPassword } from "@/lib/users/current-password";
import { revokeCredentials } from "@/lib/users/revoke-credentials";
import type { ChangePasswordInput } from "@/lib/users/schema";

/**
 * `POST /api/users/me/password`: the current password (a wrong one is a 400 at `currentPassword`
 * and counts towards the sign-in throttle), then the new one, and every session and bearer token
 * issued before ends (lib/users/revoke-credentials.ts). Returns the instant credentials are valid
 * from, for the answer that keeps this browser signed in.
 */
export async function changePassword(user: SessionUser, input: ChangePasswordInput, ip: string): Promise<Date> {
  await requireCurrentPassword(user, input.currentPassword, "currentPassword", ip);
  return revokeCredentials(user.id, { passwordHash: await hashPassword(input.newPassword) });
}
