import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { getAppUrl } from "@/lib/app-url";
import { hashAuthToken } from "@/lib/auth/auth-tokens";
import type { SessionUser } from "@/lib/auth/user";
import { sendMail } from "@/lib/mail/send-mail";
import { emailChangeMail, emailChangeNoticeMail } from "@/lib/users/account-mails";
import type { EmailChangeOutcome } from "@/lib/users/schema";

// Changing the address: the new one must prove it reads its mail before it replaces the old one.
// PATCH /api/users/me stores a single-use token (AuthToken, purpose "email-change", with the new
// address; only its SHA-256 is kept) and mails its link to the NEW address; the old address gets
// a notice, so a stolen session cannot move the account away unnoticed. The link
// (GET /api/auth/confirm-email-change) applies it.

export const EMAIL_CHANGE_PURPOSE = "email-change";
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** Whether another account uses the address (the user's own does not count). */
export async function isEmailTaken(email: string, userId: string): Promise<boolean> {
  const owner = await db.user.findUnique({ where: { email }, select: { id: true } });
  return owner !== null && owner.id !== userId;
}

/** The address waiting for its link to be opened (the newest unused, unexpired request), else null. */
export async function findPendingEmail(userId: string, now = new Date()): Promise<string | null> {
  const token = await db.authToken.findFirst({
    where: { userId, purpose: EMAIL_CHANGE_PURPOSE, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { newEmail: true },
  });
  return token?.newEmail ?? null;
}

/**
 * Replaces any earlier request of the user by one for `newEmail`, then mails the link to the new
 * address and a notice to the current one. The caller has checked that nobody has the address.
 */
export async function requestEmailChange(
  user: Pick<SessionUser, "id" | "email" | "firstName" | "language">,
  newEmail: string,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await db.$transaction(async (tx) => {
    await tx.authToken.deleteMany({ where: { userId: user.id, purpose: EMAIL_CHANGE_PURPOSE, usedAt: null } });
    await tx.authToken.create({
      data: {
        userId: user.id,
        purpose: EMAIL_CHANGE_PURPOSE,
        newEmail,
        tokenHash: hashAuthToken(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      },
    });
  });
  const recipient = { name: user.firstName, language: user.language };
  await sendMail(
    await emailChangeMail({
      ...recipient,
      to: newEmail,
      newEmail,
      url: `${getAppUrl()}/api/auth/confirm-email-change?token=${token}`,
    }),
  );
  await sendMail(
    await emailChangeNoticeMail({
      ...recipient,
      to: user.email,
      newEmail,
      url: `${getAppUrl()}/pages/settings?tab=security`,
    }),
  );
}

/**
 * Applies the address of a confirmation link: "1" when it is now the user's, "invalid" for an
 * unknown, used or expired link, "taken" when another account got the address meanwhile. The
 * token is used up in the same transaction (a conditional update, so two clicks cannot both
 * count); a taken address uses it up too, as it could never succeed later.
 */
export async function confirmEmailChange(token: string, now = new Date()): Promise<EmailChangeOutcome> {
  const tokenHash = hashAuthToken(token);
  try {
    return await db.$transaction(async (tx): Promise<EmailChangeOutcome> => {
      const { count } = await tx.authToken.updateMany({
        where: { tokenHash, purpose: EMAIL_CHANGE_PURPOSE, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return "invalid";
      const row = await tx.authToken.findUniqueOrThrow({
        where: { tokenHash },
        select: { userId: true, newEmail: true },
      });
      if (!row.newEmail) return "invalid";
      const owner = await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } });
      if (owner && owner.id !== row.userId) return "taken";
      // The link proved the new address, so it counts as confirmed.
      await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail, emailVerifiedAt: now } });
      await tx.authToken.deleteMany({ where: { userId: row.userId, purpose: EMAIL_CHANGE_PURPOSE, usedAt: null } });
      return "1";
    });
  } catch (error) {
    // Taken between the check and the update: the unique index decides (and rolls the use back).
    if (isUniqueViolation(error, "User")) return "taken";
    throw error;
  }
}
