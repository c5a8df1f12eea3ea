import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { getAppUrl } from "@/lib/app-url";
import { hashAuthToken } from "@/lib/auth/auth-tokens";
import type { SessionUser } from "@/lib/auth/user";
import { db, type Tx } from "@/lib/db";
import { sendMail } from "@/lib/mail/send-mail";
import { vendorInvitationMail } from "@/lib/vendors/invitation-mail";
import { toPendingInvitation } from "@/lib/vendors/members";
import { requireVendorOwner } from "@/lib/vendors/team-access";
import type { InvitationRole, PendingInvitation } from "@/lib/vendors/team-schema";

// Invitations (owners only): a mail with a single-use link APP_URL/vendor-invitations/<token>,
// valid 7 days. Only the token's SHA-256 is stored, and the link goes by mail only — no answer
// carries it. One pending invitation per address and vendor: inviting again revokes the earlier one.

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function invitationGoneError(): ApiError {
  return new ApiError(410, "invitation_gone", "This invitation was already used, revoked or has expired.");
}

function invitationNotFound(): ApiError {
  return new ApiError(404, "not_found", "There is no such invitation.");
}

function alreadyMemberError(): ApiError {
  const message = "This person is already a member of the vendor.";
  return new ApiError(409, "already_member", message, [{ path: ["email"], code: "already_member", message }]);
}

function newInvitationToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashAuthToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) };
}

async function requireNotMember(tx: Tx, vendorId: string, email: string): Promise<void> {
  const member = await tx.vendorMember.findFirst({ where: { vendorId, user: { email } }, select: { userId: true } });
  if (member) throw alreadyMemberError();
}

/**
 * The invitation mail in the invitee's language when they already have an account, else in the
 * inviter's. Sent after the transaction: a failing SMTP server leaves the invitation in place (the
 * owner can resend it) and the failed mail recorded in the outbox.
 */
async function mailInvitation(
  inviter: Pick<SessionUser, "displayName" | "language">,
  invitation: { vendorId: string; email: string; role: InvitationRole; expiresAt: Date },
  token: string,
): Promise<void> {
  const [vendor, invitee] = await Promise.all([
    db.vendor.findUniqueOrThrow({ where: { id: invitation.vendorId }, select: { name: true } }),
    db.user.findUnique({ where: { email: invitation.email }, select: { language: true } }),
  ]);
  await sendMail(
    await vendorInvitationMail({
      to: invitation.email,
      language: invitee?.language ?? inviter.language,
      vendorName: vendor.name,
      inviterName: inviter.displayName,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      url: `${getAppUrl()}/vendor-invitations/${token}`,
    }),
  );
}

/** `POST /api/vendors/{id}/invitations`: 409 when the address is already a member's. */
export async function createInvitation(
  inviter: Pick<SessionUser, "id" | "displayName" | "language">,
  vendorId: string,
  input: { email: string; role: InvitationRole },
): Promise<PendingInvitation> {
  await requireVendorOwner(inviter.id, vendorId);
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const invitation = await db.$transaction(async (tx) => {
    await requireNotMember(tx, vendorId, input.email);
    await tx.vendorInvitation.updateMany({
      where: { vendorId, email: input.email, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    return tx.vendorInvitation.create({
      data: { vendorId, email: input.email, role: input.role, tokenHash, expiresAt, invitedById: inviter.id },
      select: { id: true, email: true, role: true, expiresAt: true },
    });
  });
  await mailInvitation(inviter, { vendorId, email: invitation.email, role: input.role, expiresAt }, token);
  return toPendingInvitation(invitation);
}

/** An invitation of this vendor that can still be resent or revoked (404 for another vendor's, 410 once used or revoked). */
async function findOpenInvitation(tx: Tx, vendorId: string, invitationId: string) {
  const invitation = await tx.vendorInvitation.findFirst({
    where: { id: invitationId, vendorId },
    select: { id: true, email: true, role: true, acceptedAt: true, revokedAt: true },
  });
  if (!invitation) throw invitationNotFound();
  if (invitation.acceptedAt || invitation.revokedAt) throw invitationGoneError();
  return invitation;
}

/**
 * `POST /api/vendors/{id}/invitations/{invitationId}/resend`: a new link (the old one stops
 * working), 7 more days, a new mail. An expired invitation may be resent; a used or revoked one not.
 */
export async function resendInvitation(
  inviter: Pick<SessionUser, "id" | "displayName" | "language">,
  vendorId: string,
  invitationId: string,
): Promise<PendingInvitation> {
  await requireVendorOwner(inviter.id, vendorId);
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const invitation = await db.$transaction(async (tx) => {
    const open = await findOpenInvitation(tx, vendorId, invitationId);
    await requireNotMember(tx, vendorId, open.email);
    const { count } = await tx.vendorInvitation.updateMany({
      where: { id: open.id, acceptedAt: null, revokedAt: null },
      data: { tokenHash, expiresAt },
    });
    if (count === 0) throw invitationGoneError();
    return { ...open, expiresAt };
  });
  const role = invitation.role === "admin" ? "admin" : "staff";
  await mailInvitation(inviter, { vendorId, email: invitation.email, role, expiresAt }, token);
  return toPendingInvitation(invitation);
}

/** `DELETE /api/vendors/{id}/invitations/{invitationId}`: the link stops working (the row stays, revoked). */
export async function revokeInvitation(actorId: string, vendorId: string, invitationId: string): Promise<void> {
  await requireVendorOwner(actorId, vendorId);
  await db.$transaction(async (tx) => {
    const open = await findOpenInvitation(tx, vendorId, invitationId);
    const { count } = await tx.vendorInvitation.updateMany({
      where: { id: open.id, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) throw invitationGoneError();
  });
}
