import "server-only";
import { ApiError } from "@/lib/api/errors";
import { hashAuthToken } from "@/lib/auth/auth-tokens";
import { db, type Tx } from "@/lib/db";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import { invitationGoneError } from "@/lib/vendors/invitations";
import type { AcceptedInvitation, InvitationPreviewAnswer, InvitationStatus } from "@/lib/vendors/team-schema";

// Accepting an invitation. The link is the credential: whoever opens it signed in (or signs up
// through it) joins with the invited role, whatever their own address — the owner chose to send
// it to that mailbox, as pretix and Hi.Events do, and a colleague often signs in with another
// address than the one the owner knew. The invited address is shown on the accept page, so the
// visitor sees who it was meant for.

function invitationNotFound(): ApiError {
  return new ApiError(404, "not_found", "There is no such invitation.");
}

function statusOf(invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date) {
  const status: InvitationStatus = invitation.acceptedAt
    ? "accepted"
    : invitation.revokedAt
      ? "revoked"
      : invitation.expiresAt <= now
        ? "expired"
        : "pending";
  return status;
}

/** `GET /api/vendor-invitations/{token}` (public): what the accept page shows; 404 for an unknown link. */
export async function previewInvitation(token: string): Promise<InvitationPreviewAnswer> {
  await requireVendorsEnabled();
  const invitation = await db.vendorInvitation.findUnique({
    where: { tokenHash: hashAuthToken(token) },
    select: {
      email: true,
      role: true,
      expiresAt: true,
      acceptedAt: true,
      revokedAt: true,
      vendor: { select: { name: true } },
    },
  });
  if (!invitation) throw invitationNotFound();
  return {
    invitation: {
      vendorName: invitation.vendor.name,
      role: invitation.role === "admin" ? "admin" : "staff",
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      status: statusOf(invitation, new Date()),
    },
  };
}

/**
 * Before any work (sign-up provisions a whole account first): 404 for an unknown link, 410 for one
 * used, revoked or expired. `acceptInvitationInTransaction` decides for good.
 */
export async function checkInvitationOpen(token: string): Promise<void> {
  await requireVendorsEnabled();
  const invitation = await db.vendorInvitation.findUnique({
    where: { tokenHash: hashAuthToken(token) },
    select: { acceptedAt: true, revokedAt: true, expiresAt: true },
  });
  if (!invitation) throw invitationNotFound();
  if (statusOf(invitation, new Date()) !== "pending") throw invitationGoneError();
}

/**
 * Makes `userId` a member with the invited role and the vendor their active account, inside `tx`.
 * The invitation is marked accepted by a conditional update, so a link opened twice at once works
 * once (the other gets 410). A user who is already a member gets 409 and the invitation stays open.
 * Other open invitations of the vendor to the same address are revoked: they have been answered.
 */
export async function acceptInvitationInTransaction(
  tx: Tx,
  userId: string,
  token: string,
): Promise<AcceptedInvitation> {
  const now = new Date();
  const tokenHash = hashAuthToken(token);
  const invitation = await tx.vendorInvitation.findUnique({
    where: { tokenHash },
    select: { id: true, vendorId: true, email: true, role: true, vendor: { select: { name: true, slug: true } } },
  });
  if (!invitation) throw invitationNotFound();
  const { count } = await tx.vendorInvitation.updateMany({
    where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { acceptedAt: now },
  });
  if (count === 0) throw invitationGoneError();
  const existing = await tx.vendorMember.findUnique({
    where: { vendorId_userId: { vendorId: invitation.vendorId, userId } },
    select: { userId: true },
  });
  if (existing) throw new ApiError(409, "already_member", "You are already a member of this vendor.");
  const role = invitation.role === "admin" ? "admin" : "staff";
  await tx.vendorMember.create({ data: { vendorId: invitation.vendorId, userId, role } });
  await tx.user.update({ where: { id: userId }, data: { activeVendorId: invitation.vendorId } });
  await tx.vendorInvitation.updateMany({
    where: { vendorId: invitation.vendorId, email: invitation.email, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  return { id: invitation.vendorId, name: invitation.vendor.name, slug: invitation.vendor.slug, role };
}

/** `POST /api/vendor-invitations/{token}/accept` (signed in). */
export async function acceptInvitation(userId: string, token: string): Promise<AcceptedInvitation> {
  await requireVendorsEnabled();
  return db.$transaction((tx) => acceptInvitationInTransaction(tx, userId, token));
}

/**
 * Signing up through an invitation (`POST /api/auth/sign-up` with `invitationToken`): the new
 * account accepts it in the transaction that creates it, so an invitation that is gone rolls the
 * whole sign-up back. When the new address is the invited one, the mail that carried the link has
 * proved it, so it counts as confirmed.
 */
export function joinThroughInvitation(token: string) {
  return async (tx: Tx, userId: string): Promise<AcceptedInvitation> => {
    const vendor = await acceptInvitationInTransaction(tx, userId, token);
    const invitation = await tx.vendorInvitation.findUniqueOrThrow({
      where: { tokenHash: hashAuthToken(token) },
      select: { email: true },
    });
    await tx.user.updateMany({
      where: { id: userId, email: invitation.email, emailVerifiedAt: null },
      data: { emailVerifiedAt: new Date() },
    });
    return vendor;
  };
}
