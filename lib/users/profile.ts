import "server-only";
import { ApiError, invalidRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { emailTakenError } from "@/lib/auth/sign-up";
import type { SessionUser } from "@/lib/auth/user";
import { requireCurrentPassword } from "@/lib/users/current-password";
import { findPendingEmail, isEmailTaken, requestEmailChange } from "@/lib/users/email-change";
import type { AccountProfile, ProfileAnswer, ProfilePatch } from "@/lib/users/schema";

const profileSelect = {
  id: true,
  email: true,
  displayName: true,
  firstName: true,
  lastName: true,
  avatar: true,
  hostSlug: true,
  currency: true,
  timezone: true,
  language: true,
  emailVerifiedAt: true,
  twoFactorEnabledAt: true,
  createdAt: true,
} as const;

type ProfileRow = {
  id: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  hostSlug: string | null;
  currency: string;
  timezone: string;
  language: string;
  emailVerifiedAt: Date | null;
  twoFactorEnabledAt: Date | null;
  createdAt: Date;
};

function toProfile(row: ProfileRow): AccountProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    hostSlug: row.hostSlug,
    currency: row.currency,
    timeZone: row.timezone,
    language: row.language,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/users/me`. */
export async function getProfile(userId: string): Promise<ProfileAnswer> {
  const [row, pendingEmail] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: profileSelect }),
    findPendingEmail(userId),
  ]);
  return { user: toProfile(row), pendingEmail };
}

/** The 409 of a host slug a user or a vendor already has (/p/hosts/<slug> is one namespace). */
export function hostSlugTakenError(): ApiError {
  const message = "This address is already taken.";
  return new ApiError(409, "slug_taken", message, [{ path: ["hostSlug"], code: "slug_taken", message }]);
}

/** Thrown inside the transaction to roll it back. */
class HostSlugTaken extends Error {}

/** A new email asked for without the password: 400 at `currentPassword`. */
function currentPasswordRequired(): ApiError {
  const message = "Type your current password to change the email.";
  return invalidRequest(message, [{ path: ["currentPassword"], code: "required", message }]);
}

/**
 * `PATCH /api/users/me`. The name keeps `displayName` in step (first and last name, as sign-up
 * makes it); `timeZone` is stored as `User.timezone`. A taken host slug or email is a 409 and
 * changes nothing. A new email is not applied here: `requestEmailChange` mails a link to it, and
 * only once `currentPassword` was right (checked first, counted by the sign-in throttle per
 * account and client address `ip`: a wrong one is a 400 at the field and changes nothing).
 */
export async function updateProfile(user: SessionUser, patch: ProfilePatch, ip: string): Promise<ProfileAnswer> {
  const { email, firstName, lastName, hostSlug, currency, timeZone, currentPassword } = patch;
  const changesEmail = email !== undefined && email !== user.email;
  if (changesEmail) {
    if (currentPassword === undefined) throw currentPasswordRequired();
    await requireCurrentPassword(user, currentPassword, "currentPassword", ip);
  }
  // Checked first so that a taken address leaves the other fields as they were; the confirmation
  // link checks again, as the address may be taken in between.
  if (changesEmail && (await isEmailTaken(email, user.id))) throw emailTakenError();

  const data: Record<string, string> = {};
  if (firstName !== undefined || lastName !== undefined) {
    const first = firstName ?? user.firstName;
    const last = lastName ?? user.lastName;
    Object.assign(data, { firstName: first, lastName: last, displayName: `${first} ${last}`.trim() });
  }
  if (hostSlug !== undefined) data.hostSlug = hostSlug;
  if (currency !== undefined) data.currency = currency;
  if (timeZone !== undefined) data.timezone = timeZone;

  if (Object.keys(data).length > 0) {
    try {
      await db.$transaction(async (tx) => {
        // The write comes first: it takes SQLite's write lock, so no vendor can be created with
        // this slug between the check below and the commit (vendor creation checks users' host
        // slugs inside its own write transaction, lib/vendors/create-vendor.ts). Another user's
        // slug is the unique index's to refuse.
        await tx.user.update({ where: { id: user.id }, data });
        if (hostSlug !== undefined) {
          const vendor = await tx.vendor.findUnique({ where: { slug: hostSlug }, select: { id: true } });
          if (vendor) throw new HostSlugTaken();
        }
      });
    } catch (error) {
      if (error instanceof HostSlugTaken || isUniqueViolation(error, "User")) throw hostSlugTakenError();
      throw error;
    }
  }
  if (changesEmail) await requestEmailChange(user, email);
  return getProfile(user.id);
}
