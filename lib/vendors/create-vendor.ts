import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { signUpUser, type NewAccountStep } from "@/lib/auth/sign-up";
import { startRollup } from "@/lib/analytics/rollup";
import { vendorAccountKey } from "@/lib/events/account-key";
import type { CreatedVendor, CreateVendorData, VendorSignUpData } from "@/lib/vendors/create-schema";

/** The 409 for a taken slug, with the issue at the slug field (`path`) so the form shows it there. */
function slugTakenError(path: string[]): ApiError {
  const message = "This address is already taken.";
  return new ApiError(409, "slug_taken", message, [{ path, code: "slug_taken", message }]);
}

/**
 * Thrown inside the transaction to roll it back; the caller turns it into `slugTakenError` with the
 * path of the slug in its own request body.
 */
class SlugTaken extends Error {}

/**
 * Creates the vendor inside `tx`, with `userId` as its owner and the vendor as their active account.
 * Vendor slugs and users' host slugs share /p/hosts/<slug>, so a slug either uses is taken: the
 * host-slug check reads inside the same write transaction, and SQLite lets only one writer through
 * at a time, so a racing host-slug change cannot slip between the check and the insert.
 */
async function createVendorInTransaction(
  tx: Tx,
  userId: string,
  input: CreateVendorData,
  fallbackEmail: string,
): Promise<CreatedVendor> {
  const hostSlugOwner = await tx.user.findUnique({ where: { hostSlug: input.slug }, select: { id: true } });
  if (hostSlugOwner) throw new SlugTaken();
  let vendor;
  try {
    vendor = await tx.vendor.create({
      data: {
        name: input.name,
        slug: input.slug,
        contactEmail: input.contactEmail || fallbackEmail,
        currency: input.currency,
        description: input.description || null,
        members: { create: { userId, role: "owner" } },
      },
      select: {
        id: true,
        name: true,
        slug: true,
        contactEmail: true,
        currency: true,
        description: true,
        timezone: true,
      },
    });
  } catch (error) {
    // The driver adapter does not say which index (no `meta.target`), but the vendor insert has one
    // index a caller can hit: its slug (a violation in the nested member insert is not a taken slug).
    if (isUniqueViolation(error, "Vendor")) throw new SlugTaken();
    throw error;
  }
  await tx.user.update({ where: { id: userId }, data: { activeVendorId: vendor.id } });
  const { timezone, ...created } = vendor;
  await startRollup(tx, vendorAccountKey(vendor.id), timezone);
  return { ...created, role: "owner" };
}

/**
 * A signed-in user's new vendor (`POST /api/vendors`), with them as its owner and it as their
 * active account, in one transaction. An empty contact email means the user's own.
 */
export async function createVendorForUser(
  user: { id: string; email: string },
  input: CreateVendorData,
): Promise<CreatedVendor> {
  try {
    return await db.$transaction((tx) => createVendorInTransaction(tx, user.id, input, user.email));
  } catch (error) {
    if (error instanceof SlugTaken) throw slugTakenError(["slug"]);
    throw error;
  }
}

/**
 * A visitor's account and vendor in one transaction (`POST /api/auth/vendor-sign-up`): the user
 * exactly as sign-up makes one (lib/auth/sign-up.ts), then the vendor, owned by them and active.
 * Either both exist or neither.
 */
export async function signUpWithVendor(
  input: VendorSignUpData & { language: string },
  provisionAccount: NewAccountStep,
): Promise<{ userId: string; vendor: CreatedVendor }> {
  try {
    const { userId, extra } = await signUpUser({ ...input, company: input.vendor.name }, provisionAccount, (tx, id) =>
      createVendorInTransaction(tx, id, input.vendor, input.email),
    );
    return { userId, vendor: extra };
  } catch (error) {
    if (error instanceof SlugTaken) throw slugTakenError(["vendor", "slug"]);
    throw error;
  }
}
