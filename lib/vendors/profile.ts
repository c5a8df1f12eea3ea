import "server-only";
import { ApiError, invalidRequest } from "@/lib/api/errors";
import { getAppUrl } from "@/lib/app-url";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { heldOrderWhere } from "@/lib/events/order-rules";
import {
  requireVendorManager,
  requireVendorMember,
  requireVendorOwner,
  vendorNotFound,
} from "@/lib/vendors/team-access";
import type { UpdateVendorData, VendorProfile, VendorRole } from "@/lib/vendors/team-schema";

const profileSelect = {
  id: true,
  name: true,
  slug: true,
  logo: true,
  description: true,
  contactEmail: true,
  currency: true,
  timezone: true,
} as const;

async function readProfile(client: Tx, vendorId: string, role: VendorRole): Promise<VendorProfile> {
  const vendor = await client.vendor.findUnique({ where: { id: vendorId }, select: profileSelect });
  if (!vendor) throw vendorNotFound();
  return { ...vendor, role, publicUrl: `${getAppUrl()}/p/hosts/${vendor.slug}` };
}

/** `GET /api/vendors/{id}`: any member reads the profile. */
export async function getVendorProfile(userId: string, vendorId: string): Promise<VendorProfile> {
  const { role } = await requireVendorMember(userId, vendorId);
  return readProfile(db, vendorId, role);
}

function slugTakenError(): ApiError {
  const message = "This address is already taken.";
  return new ApiError(409, "slug_taken", message, [{ path: ["slug"], code: "slug_taken", message }]);
}

/** Thrown inside the transaction to roll it back. */
class SlugTaken extends Error {}

/**
 * `PATCH /api/vendors/{id}` (owners and admins). Empty logo, description or contact email clear
 * them. A new slug must be free among vendors and users' host slugs (they share /p/hosts/<slug>):
 * the host-slug check reads inside the write transaction, and the vendor's unique index decides
 * between vendors.
 */
export async function updateVendorProfile(
  userId: string,
  vendorId: string,
  input: UpdateVendorData,
): Promise<VendorProfile> {
  const role = await requireVendorManager(userId, vendorId);
  const { logo, description, contactEmail, ...rest } = input;
  const data = {
    ...rest,
    ...(logo !== undefined ? { logo: logo || null } : {}),
    ...(description !== undefined ? { description: description || null } : {}),
    ...(contactEmail !== undefined ? { contactEmail: contactEmail || null } : {}),
  };
  try {
    return await db.$transaction(async (tx) => {
      if (data.slug) {
        const hostSlugOwner = await tx.user.findUnique({ where: { hostSlug: data.slug }, select: { id: true } });
        if (hostSlugOwner) throw new SlugTaken();
      }
      try {
        await tx.vendor.update({ where: { id: vendorId }, data, select: { id: true } });
      } catch (error) {
        if (isUniqueViolation(error, "Vendor")) throw new SlugTaken();
        throw error;
      }
      return readProfile(tx, vendorId, role);
    });
  } catch (error) {
    if (error instanceof SlugTaken) throw slugTakenError();
    throw error;
  }
}

/**
 * `DELETE /api/vendors/{id}` (owners only), with the vendor's name typed again. Refused (409
 * `vendor_in_use`) while an event that has not ended holds sold or reserved tickets: those buyers
 * still need their host. Otherwise, in one transaction, the events that ever had orders are detached
 * from the vendor and kept as the records of those orders (the buyers' confirmation pages still
 * open, as when a user deletes their account); everything else of the vendor goes with it — events
 * without orders, members, invitations — and its members' active account falls back to personal
 * (User.activeVendorId is SET NULL).
 */
export async function deleteVendor(userId: string, vendorId: string, confirmName: string): Promise<void> {
  await requireVendorOwner(userId, vendorId);
  await db.$transaction(async (tx) => {
    const now = new Date();
    // A write first takes SQLite's write lock, so no order can slip in between the check and the delete.
    const { count } = await tx.vendor.updateMany({ where: { id: vendorId }, data: { updatedAt: now } });
    if (count === 0) throw vendorNotFound();
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { name: true } });
    if (vendor.name !== confirmName) {
      const message = "Type the vendor's name exactly to confirm.";
      throw invalidRequest(message, [{ path: ["confirmName"], code: "confirm_mismatch", message }]);
    }
    const blocking = await tx.event.count({
      where: { vendorId, endsAt: { gt: now }, orders: { some: heldOrderWhere(now) } },
    });
    if (blocking > 0) {
      throw new ApiError(
        409,
        "vendor_in_use",
        `${blocking} upcoming event(s) of this vendor have sold tickets. Cancel them and refund the buyers first.`,
      );
    }
    await tx.event.updateMany({ where: { vendorId, orders: { some: {} } }, data: { vendorId: null } });
    await tx.vendor.delete({ where: { id: vendorId } });
  });
}
