import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { signUpUser } from "@/lib/auth/sign-up";
import type { CreatedVendor, CreateVendorData, VendorSignUpData } from "@/lib/vendors/create-schema";

export type CreateVendorResult = { ok: true; vendor: CreatedVendor } | { ok: false; reason: "slug_taken" };
export type VendorSignUpResult =
  { ok: true; userId: string; vendor: CreatedVendor } | { ok: false; reason: "slug_taken" | "email_taken" };

/** The 409 for a taken slug, with the issue at the slug field (`path`) so the form shows it there. */
export function slugTakenError(path: string[]): ApiError {
  const message = "This address is already taken.";
  return new ApiError(409, "slug_taken", message, [{ path, code: "slug_taken", message }]);
}

/** Thrown inside a transaction to roll it back; turned into a result value outside. */
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
      select: { id: true, name: true, slug: true, contactEmail: true, currency: true, description: true },
    });
  } catch (error) {
    // The driver adapter does not say which index (no `meta.target`), but the vendor insert has one
    // index a caller can hit: its slug (a violation in the nested member insert is not a taken slug).
    if (isUniqueViolation(error, "Vendor")) throw new SlugTaken();
    throw error;
  }
  await tx.user.update({ where: { id: userId }, data: { activeVendorId: vendor.id } });
  return { ...vendor, role: "owner" };
}

/**
 * A signed-in user's new vendor (`POST /api/vendors`), with them as its owner and it as their
 * active account, in one transaction. An empty contact email means the user's own.
 */
export async function createVendorForUser(
  user: { id: string; email: string },
  input: CreateVendorData,
): Promise<CreateVendorResult> {
  try {
    const vendor = await db.$transaction((tx) => createVendorInTransaction(tx, user.id, input, user.email));
    return { ok: true, vendor };
  } catch (error) {
    if (error instanceof SlugTaken) return { ok: false, reason: "slug_taken" };
    throw error;
  }
}

/**
 * A visitor's account and vendor in one transaction (`POST /api/auth/vendor-sign-up`): the user
 * exactly as sign-up makes one (lib/auth/sign-up.ts), then the vendor, owned by them and active.
 * Either both exist or neither.
 */
export async function signUpWithVendor(input: VendorSignUpData & { language: string }): Promise<VendorSignUpResult> {
  try {
    const result = await signUpUser({ ...input, company: input.vendor.name }, (tx, userId) =>
      createVendorInTransaction(tx, userId, input.vendor, input.email),
    );
    return result.ok ? { ok: true, userId: result.userId, vendor: result.extra } : result;
  } catch (error) {
    if (error instanceof SlugTaken) return { ok: false, reason: "slug_taken" };
    throw error;
  }
}
