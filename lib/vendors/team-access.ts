import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import type { VendorRole } from "@/lib/vendors/team-schema";

// Who may do what in a vendor (PRODUCT.md, "Accounts"; issue #13): every member reads the profile
// and the members; owners and admins edit the profile; owners manage members and invitations and
// delete the vendor. A vendor the user is not in answers 404, exactly like one that does not exist;
// a member without the role gets 403 (they can see it, so 404 would lie).

export function toVendorRole(role: string): VendorRole {
  return role === "owner" || role === "admin" ? role : "staff";
}

export function vendorNotFound(): ApiError {
  return new ApiError(404, "not_found", "There is no such vendor.");
}

/** The user's role in the vendor, or 404 when the feature is off or they are not a member. */
export async function requireVendorMember(
  userId: string,
  vendorId: string,
  client: Tx = db,
): Promise<{ role: VendorRole }> {
  await requireVendorsEnabled();
  const membership = await client.vendorMember.findUnique({
    where: { vendorId_userId: { vendorId, userId } },
    select: { role: true },
  });
  if (!membership) throw vendorNotFound();
  return { role: toVendorRole(membership.role) };
}

/** Owners and admins (the profile); staff get 403. */
export async function requireVendorManager(userId: string, vendorId: string, client: Tx = db): Promise<VendorRole> {
  const { role } = await requireVendorMember(userId, vendorId, client);
  if (role === "staff") throw new ApiError(403, "forbidden", "Only the vendor's owners and admins may do this.");
  return role;
}

export function ownersOnlyError(): ApiError {
  return new ApiError(403, "forbidden", "Only the vendor's owners may do this.");
}

/** Owners only (members, invitations, deleting the vendor); admins and staff get 403. */
export async function requireVendorOwner(userId: string, vendorId: string, client: Tx = db): Promise<void> {
  const { role } = await requireVendorMember(userId, vendorId, client);
  if (role !== "owner") throw ownersOnlyError();
}
