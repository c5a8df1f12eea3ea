import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/user";
import type { MemberVendor } from "@/lib/vendors/schema";

const memberVendorSelect = { role: true, vendor: { select: { id: true, name: true, slug: true } } } as const;

function toMemberVendor({
  role,
  vendor,
}: {
  role: string;
  vendor: { id: string; name: string; slug: string };
}): MemberVendor {
  return { ...vendor, role };
}

/** The vendors a user is a member of, by name. */
export function listUserVendors(userId: string): Promise<MemberVendor[]> {
  return db.vendorMember
    .findMany({ where: { userId }, orderBy: { vendor: { name: "asc" } }, select: memberVendorSelect })
    .then((rows) => rows.map(toMemberVendor));
}

/** One of the user's vendors, or null when they are not a member (or it does not exist). */
export async function findMemberVendor(userId: string, vendorId: string): Promise<MemberVendor | null> {
  const membership = await db.vendorMember.findUnique({
    where: { vendorId_userId: { vendorId, userId } },
    select: memberVendorSelect,
  });
  return membership && toMemberVendor(membership);
}

/**
 * The account the user works in: their active vendor, or null for the personal account. A stored
 * vendor they are no longer a member of counts as the personal account.
 */
export async function findActiveVendor(user: Pick<SessionUser, "id" | "activeVendorId">): Promise<MemberVendor | null> {
  return user.activeVendorId ? findMemberVendor(user.id, user.activeVendorId) : null;
}
