import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/user";
import { readAccountRow } from "@/lib/events/sql";
import { slugifyName } from "@/lib/vendors/create-schema";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account-key";

/** owner and admin manage everything; staff check people in and read orders (PRODUCT.md, "Accounts"). */
export type AccountRole = "owner" | "admin" | "staff";

/** The account a signed-in user is acting as: their personal account or one of their vendors. */
export type Account = {
  /** "user:<id>" or "vendor:<id>": the value of Event.accountKey for this account's events. */
  key: string;
  kind: "personal" | "vendor";
  userId: string | null;
  vendorId: string | null;
  role: AccountRole;
  name: string;
  currency: string;
  /** The account's public host page slug, when it has one. */
  hostSlug: string | null;
};

export { personalAccountKey, vendorAccountKey } from "@/lib/events/account-key";

/**
 * The active account of a request. A vendor counts only while the user is still its member and
 * the vendors feature is on; otherwise the user acts as their personal account.
 */
export async function resolveAccount(
  user: Pick<SessionUser, "id" | "activeVendorId" | "displayName">,
): Promise<Account> {
  // One prepared statement (lib/events/sql.ts) for what took up to four queries: the flag, the
  // membership, the vendor's currency, else the user's currency and host slug.
  const row = readAccountRow(user.id, user.activeVendorId);
  if (!row) throw new Error(`No user ${user.id}.`);
  if (user.activeVendorId && row.vendorsOn && row.vendorId && row.role !== null) {
    return {
      key: vendorAccountKey(row.vendorId),
      kind: "vendor",
      userId: null,
      vendorId: row.vendorId,
      role: toRole(row.role),
      name: row.vendorName!,
      currency: row.vendorCurrency!,
      hostSlug: row.vendorSlug,
    };
  }
  return {
    key: personalAccountKey(user.id),
    kind: "personal",
    userId: user.id,
    vendorId: null,
    role: "owner",
    name: user.displayName,
    currency: row.userCurrency,
    hostSlug: row.hostSlug,
  };
}

function toRole(role: string): AccountRole {
  return role === "owner" || role === "admin" ? role : "staff";
}

/** The owner columns of a new event of this account. */
export function accountOwnership(account: Account) {
  return { accountKey: account.key, userId: account.userId, vendorId: account.vendorId };
}

/** Refuses staff members what only owners and admins may do (403; they can see the data, so 404 would lie). */
export function requireManager(account: Account): void {
  if (account.role === "staff") throw new ApiError(403, "forbidden", "Your role in this vendor does not allow this.");
}

/**
 * The personal account's public host page address, made from the user's name the first time it
 * is needed (publishing an event). Host pages of users and vendors share /p/hosts/<slug>, so a
 * slug is taken if either has it.
 */
export async function ensurePersonalHostSlug(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { hostSlug: true, displayName: true },
  });
  if (user.hostSlug) return user.hostSlug;
  const fromName = slugifyName(user.displayName);
  // A name of other scripts (or of one or two letters) still needs a valid address.
  const base = fromName.length >= 3 ? fromName : `host${fromName ? `-${fromName}` : ""}`;
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (await isHostSlugTaken(candidate)) continue;
    try {
      await db.user.update({ where: { id: userId }, data: { hostSlug: candidate } });
      return candidate;
    } catch (error) {
      // Someone took it between the check and the write (unique index): try the next one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

export async function isHostSlugTaken(slug: string): Promise<boolean> {
  const [vendor, user] = await Promise.all([
    db.vendor.findUnique({ where: { slug }, select: { id: true } }),
    db.user.findUnique({ where: { hostSlug: slug }, select: { id: true } }),
  ]);
  return Boolean(vendor || user);
}
