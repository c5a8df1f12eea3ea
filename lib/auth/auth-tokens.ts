import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";

export type AuthTokenPurpose = "password-reset" | "email-verification";

export const AUTH_TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "email-verification": 7 * 24 * 60 * 60 * 1000,
};

export function hashAuthToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Whether asking again replaces the user's earlier unused links of the purpose. Not for password
 * resets: anyone can ask for one for any address, so a stranger asking again must not kill the
 * link the owner is about to use; they die when used, after their hour, or when the password changes.
 */
const REPLACES_EARLIER: Record<AuthTokenPurpose, boolean> = {
  "password-reset": false,
  "email-verification": true,
};

/** Creates a one-time token (see REPLACES_EARLIER for what happens to the earlier ones). */
export async function createAuthToken(tx: Tx, userId: string, purpose: AuthTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await tx.authToken.deleteMany({
    where: REPLACES_EARLIER[purpose]
      ? { userId, purpose, usedAt: null }
      : // Only the dead ones go: expired or used.
        { userId, purpose, OR: [{ expiresAt: { lte: now } }, { usedAt: { not: null } }] },
  });
  await tx.authToken.create({
    data: {
      userId,
      purpose,
      tokenHash: hashAuthToken(token),
      expiresAt: new Date(now.getTime() + AUTH_TOKEN_TTL_MS[purpose]),
    },
  });
  return token;
}

/**
 * Marks a token used and returns its user, or null when it is unknown, used or expired. The
 * conditional update makes "works once" hold even when the link is opened twice at the same time.
 */
export async function consumeAuthToken(tx: Tx, token: string, purpose: AuthTokenPurpose): Promise<string | null> {
  const now = new Date();
  const tokenHash = hashAuthToken(token);
  const { count } = await tx.authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const row = await tx.authToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  return row?.userId ?? null;
}
