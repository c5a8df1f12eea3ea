import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { ownersOnlyError, requireVendorMember, toVendorRole, vendorNotFound } from "@/lib/vendors/team-access";
import type { PendingInvitation, VendorMemberRow, VendorMembersAnswer, VendorRole } from "@/lib/vendors/team-schema";

// A vendor always keeps at least one owner. The rule is enforced by the write itself: the demotion
// or removal is one conditional statement that changes nothing unless the actor is (still) an owner
// and the vendor (still) has another owner, so two owners demoting each other at the same moment —
// even in two server processes — cannot leave the vendor without one. Each statement is atomic in
// SQLite and runs first in its transaction, so it reads the newest data under the write lock.

const ROLE_ORDER: Record<VendorRole, number> = { owner: 0, admin: 1, staff: 2 };

const memberSelect = {
  role: true,
  createdAt: true,
  user: { select: { id: true, displayName: true, email: true } },
} as const;

function toMemberRow(row: {
  role: string;
  createdAt: Date;
  user: { id: string; displayName: string; email: string };
}): VendorMemberRow {
  return {
    userId: row.user.id,
    name: row.user.displayName,
    email: row.user.email,
    role: toVendorRole(row.role),
    since: row.createdAt.toISOString(),
  };
}

/** Invitations still waiting for an answer: not accepted, not revoked, not expired. */
export function pendingInvitationWhere(now: Date) {
  return { acceptedAt: null, revokedAt: null, expiresAt: { gt: now } };
}

export function toPendingInvitation(row: {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
}): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role === "admin" ? "admin" : "staff",
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** `GET /api/vendors/{id}/members`: owners first, then admins, then staff; oldest members first. */
export async function listVendorMembers(userId: string, vendorId: string): Promise<VendorMembersAnswer> {
  await requireVendorMember(userId, vendorId);
  const [members, invitations] = await Promise.all([
    db.vendorMember.findMany({ where: { vendorId }, select: memberSelect, orderBy: { createdAt: "asc" } }),
    db.vendorInvitation.findMany({
      where: { vendorId, ...pendingInvitationWhere(new Date()) },
      select: { id: true, email: true, role: true, expiresAt: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const rows = members.map(toMemberRow).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return { members: rows, invitations: invitations.map(toPendingInvitation) };
}

/**
 * The checks a request passes before its conditional write (a clear answer for the usual case):
 * the actor is a member (404), an owner unless they act on themself (403), the target is a member (404).
 * They are asked again, after the fact, when the conditional write changed nothing.
 */
async function checkMemberAction(actorId: string, vendorId: string, targetId: string, selfAllowed: boolean) {
  const { role } = await requireVendorMember(actorId, vendorId);
  const isSelf = actorId === targetId;
  if (role !== "owner" && !(isSelf && selfAllowed)) throw ownersOnlyError();
  const target = await db.vendorMember.findUnique({
    where: { vendorId_userId: { vendorId, userId: targetId } },
    select: { userId: true },
  });
  if (!target) throw new ApiError(404, "not_found", "There is no such member.");
}

function lastOwnerError(): ApiError {
  return new ApiError(409, "last_owner", "A vendor needs at least one owner. Make another member owner first.");
}

/** Why a conditional write changed nothing: the first of the checks that now fails, else the last-owner rule. */
async function refusal(actorId: string, vendorId: string, targetId: string, selfAllowed: boolean): Promise<ApiError> {
  try {
    await checkMemberAction(actorId, vendorId, targetId, selfAllowed);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return lastOwnerError();
}

/**
 * `PATCH /api/vendors/{id}/members/{userId}` (owners only; an owner may demote themself when
 * another owner remains). Making a member owner is how ownership is transferred.
 */
export async function changeMemberRole(
  actorId: string,
  vendorId: string,
  targetId: string,
  role: VendorRole,
): Promise<VendorMemberRow> {
  await checkMemberAction(actorId, vendorId, targetId, false);
  const changed = await db.$executeRaw`
    UPDATE "VendorMember" SET "role" = ${role}
    WHERE "vendorId" = ${vendorId} AND "userId" = ${targetId}
      AND EXISTS (SELECT 1 FROM "VendorMember" WHERE "vendorId" = ${vendorId} AND "userId" = ${actorId} AND "role" = 'owner')
      AND ("role" <> 'owner' OR ${role} = 'owner'
        OR (SELECT COUNT(*) FROM "VendorMember" WHERE "vendorId" = ${vendorId} AND "role" = 'owner') > 1)`;
  if (changed === 0) throw await refusal(actorId, vendorId, targetId, false);
  const row = await db.vendorMember.findUnique({
    where: { vendorId_userId: { vendorId, userId: targetId } },
    select: memberSelect,
  });
  if (!row) throw vendorNotFound();
  return toMemberRow(row);
}

/**
 * `DELETE /api/vendors/{id}/members/{userId}`: an owner removes a member, or any member leaves
 * (their own id). The last owner can do neither. In the same transaction the removed member's
 * active account goes back to personal if it was this vendor; their next request for the vendor
 * is a 404 (they are no longer a member).
 */
export async function removeMember(actorId: string, vendorId: string, targetId: string): Promise<void> {
  await checkMemberAction(actorId, vendorId, targetId, true);
  const isSelf = actorId === targetId;
  const [removed] = await db.$transaction([
    db.$executeRaw`
      DELETE FROM "VendorMember"
      WHERE "vendorId" = ${vendorId} AND "userId" = ${targetId}
        AND (${isSelf ? 1 : 0} = 1
          OR EXISTS (SELECT 1 FROM "VendorMember" WHERE "vendorId" = ${vendorId} AND "userId" = ${actorId} AND "role" = 'owner'))
        AND ("role" <> 'owner'
          OR (SELECT COUNT(*) FROM "VendorMember" WHERE "vendorId" = ${vendorId} AND "role" = 'owner') > 1)`,
    db.$executeRaw`
      UPDATE "User" SET "activeVendorId" = NULL
      WHERE "id" = ${targetId} AND "activeVendorId" = ${vendorId}
        AND NOT EXISTS (SELECT 1 FROM "VendorMember" WHERE "vendorId" = ${vendorId} AND "userId" = ${targetId})`,
  ]);
  if (removed === 0) throw await refusal(actorId, vendorId, targetId, true);
}
