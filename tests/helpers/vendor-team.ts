import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { hashAuthToken } from "@/lib/auth/auth-tokens";
import * as vendorRoute from "@/app/api/vendors/[id]/route";
import * as membersRoute from "@/app/api/vendors/[id]/members/route";
import * as memberRoute from "@/app/api/vendors/[id]/members/[userId]/route";
import * as invitationsRoute from "@/app/api/vendors/[id]/invitations/route";
import * as invitationRoute from "@/app/api/vendors/[id]/invitations/[invitationId]/route";
import * as resendRoute from "@/app/api/vendors/[id]/invitations/[invitationId]/resend/route";
import * as previewRoute from "@/app/api/vendor-invitations/[token]/route";
import * as acceptRoute from "@/app/api/vendor-invitations/[token]/accept/route";
import { seedVendor, uniqueEmail } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { callRoute } from "@/tests/helpers/route";

// The vendor-team route tests (tests/api/vendor-*.test.ts): a vendor with one member of each role,
// the calls of its endpoints, and invitations written straight to the database.

type Headers = Record<string, string>;
export type Member = Awaited<ReturnType<typeof signedInUser>>;

/**
 * A vendor with two owners, an admin, two staff (one of them the `target` of the member actions)
 * and an outsider, everyone's active account the vendor; the vendors flag on.
 */
export async function vendorTeamOfAll() {
  await setVendorsFlag(true);
  const [owner, coOwner, admin, staff, target, outsider] = await Promise.all(
    Array.from({ length: 6 }, () => signedInUser()),
  );
  const vendor = await seedVendor(db, {
    name: "Harbour Events",
    slug: `harbour-${randomUUID().slice(0, 8)}`,
    ownerId: owner.user.id,
    timezone: "Europe/Istanbul",
    currency: "TRY",
  });
  const roles: [Member, string][] = [
    [coOwner, "owner"],
    [admin, "admin"],
    [staff, "staff"],
    [target, "staff"],
  ];
  for (const [member, role] of roles)
    await db.vendorMember.create({ data: { vendorId: vendor.id, userId: member.user.id, role } });
  await db.user.updateMany({
    where: { id: { in: [owner, coOwner, admin, staff, target].map((member) => member.user.id) } },
    data: { activeVendorId: vendor.id },
  });
  return { vendor, owner, coOwner, admin, staff, target, outsider };
}

/** A pending invitation (or, with `overrides`, a used, revoked or expired one) and its link's token. */
export async function seedInvitation(
  vendorId: string,
  overrides: { email?: string; role?: string; expiresAt?: Date; acceptedAt?: Date; revokedAt?: Date } = {},
) {
  const token = randomBytes(24).toString("base64url");
  const invitation = await db.vendorInvitation.create({
    data: {
      vendorId,
      email: overrides.email ?? uniqueEmail("invitee"),
      role: overrides.role ?? "staff",
      tokenHash: hashAuthToken(token),
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
      acceptedAt: overrides.acceptedAt ?? null,
      revokedAt: overrides.revokedAt ?? null,
    },
    select: { id: true, email: true },
  });
  return { ...invitation, token };
}

/** The token of the newest invitation link mailed to `email` (the outbox is the delivery in tests). */
export async function mailedInvitationToken(email: string): Promise<string> {
  const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const match = /\/vendor-invitations\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No invitation link in the mail to ${email}`);
  return match[1];
}

export const roleOf = async (vendorId: string, userId: string) =>
  (await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId, userId } }, select: { role: true } }))
    ?.role ?? null;

export const ownerCount = (vendorId: string) => db.vendorMember.count({ where: { vendorId, role: "owner" } });

// The calls, as `headers` (no headers: signed out).

export const getVendor = (headers: Headers, id: string) => callRoute(vendorRoute.GET, { headers, params: { id } });

export const patchVendor = (headers: Headers, id: string, json: unknown) =>
  callRoute(vendorRoute.PATCH, { method: "PATCH", headers, params: { id }, json });

export const deleteVendor = (headers: Headers, id: string, json: unknown) =>
  callRoute(vendorRoute.DELETE, { method: "DELETE", headers, params: { id }, json });

export const listMembers = (headers: Headers, id: string) => callRoute(membersRoute.GET, { headers, params: { id } });

export const changeRole = (headers: Headers, id: string, userId: string, json: unknown) =>
  callRoute(memberRoute.PATCH, { method: "PATCH", headers, params: { id, userId }, json });

export const removeMember = (headers: Headers, id: string, userId: string) =>
  callRoute(memberRoute.DELETE, { method: "DELETE", headers, params: { id, userId } });

export const invite = (headers: Headers, id: string, json: unknown) =>
  callRoute(invitationsRoute.POST, { method: "POST", headers, params: { id }, json });

export const resend = (headers: Headers, id: string, invitationId: string) =>
  callRoute(resendRoute.POST, { method: "POST", headers, params: { id, invitationId } });

export const revoke = (headers: Headers, id: string, invitationId: string) =>
  callRoute(invitationRoute.DELETE, { method: "DELETE", headers, params: { id, invitationId } });

export const previewInvitation = (token: string) => callRoute(previewRoute.GET, { params: { token } });

export const acceptInvitation = (headers: Headers, token: string) =>
  callRoute(acceptRoute.POST, { method: "POST", headers, params: { token } });
