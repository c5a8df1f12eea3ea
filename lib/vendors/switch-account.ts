import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { requireVendorsEnabled } from "@/lib/vendors/feature";

/**
 * Makes a vendor (or, with null, the personal account) the user's active account (spec section 4,
 * "Account switching"). Refused with 404 for a vendor the user is not a member of, exactly as for
 * one that does not exist, and with 409 when that account is already active. Going back to the
 * personal account works even with the vendors flag off, so nobody is stuck in a vendor account.
 *
 * The membership check and the write run in one transaction, and the write only happens if the
 * stored account is still a different one, so two identical switches at once give one 200 and one 409.
 */
export async function switchAccount(
  userId: string,
  vendorId: string | null,
): Promise<{ activeVendorId: string | null }> {
  if (vendorId !== null) await requireVendorsEnabled();
  return db.$transaction(async (tx) => {
    if (vendorId !== null) {
      const membership = await tx.vendorMember.findUnique({
        where: { vendorId_userId: { vendorId, userId } },
        select: { vendorId: true },
      });
      if (!membership) throw new ApiError(404, "not_found", "There is no such vendor.");
    }
    const isOtherAccount =
      vendorId === null
        ? { activeVendorId: { not: null } }
        : { OR: [{ activeVendorId: null }, { activeVendorId: { not: vendorId } }] };
    const { count } = await tx.user.updateMany({
      where: { id: userId, ...isOtherAccount },
      data: { activeVendorId: vendorId },
    });
    if (count === 0) throw new ApiError(409, "already_active", "That account is already active.");
    return { activeVendorId: vendorId };
  });
}
