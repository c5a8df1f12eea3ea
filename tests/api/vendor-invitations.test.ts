import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { hashAuthToken } from "@/lib/auth/auth-tokens";
import { seedUser, seedVendor, uniqueEmail } from "@/seed/factories";
import {
  acceptInvitation,
  invite,
  listMembers,
  mailedInvitationToken,
  previewInvitation,
  resend,
  revoke,
  seedInvitation,
  vendorTeamOfAll,
} from "@/tests/helpers/vendor-team";

// POST /api/vendors/{id}/invitations, …/{invitationId}/resend and DELETE …/{invitationId}.
// Roles, the flag and signed-out calls: vendor-roles.test.ts; accepting: vendor-invitation-accept.test.ts.

const DAY = 86_400_000;

describe("POST /api/vendors/{id}/invitations", () => {
  it("stores the invitation for 7 days and mails the link, which no answer carries", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    const email = uniqueEmail("colleague");
    const { status, data } = await invite(owner.headers, vendor.id, {
      email: `  ${email.toUpperCase()} `,
      role: "staff",
    });
    expect(status).toBe(201);
    expect(data).toEqual({
      invitation: { id: expect.any(String), email, role: "staff", expiresAt: expect.any(String) },
    });
    const expiresIn = new Date(data.invitation.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * DAY - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY);

    const token = await mailedInvitationToken(email);
    const stored = await db.vendorInvitation.findUniqueOrThrow({ where: { id: data.invitation.id } });
    expect(stored).toMatchObject({ vendorId: vendor.id, invitedById: owner.user.id, tokenHash: hashAuthToken(token) });
    expect(JSON.stringify(data)).not.toContain(token);

    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe("Test User invited you to join Harbour Events on Hostdeck");
    expect(mail.text).toContain(`http://localhost:3999/vendor-invitations/${token}`);
    expect(mail.text).toContain("Staff check people in at the door");
    expect(mail.html).toContain(`href="http://localhost:3999/vendor-invitations/${token}"`);
    expect(mail.html).toContain("Accept the invitation");
    expect((await listMembers(owner.headers, vendor.id)).data.invitations).toEqual([data.invitation]);
  });

  it("writes the mail in the invitee's language when they have an account, else in the inviter's", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    await db.user.update({ where: { id: owner.user.id }, data: { language: "ro" } });
    const turkish = await seedUser(db);
    await db.user.update({ where: { id: turkish.id }, data: { language: "tr" } });
    const stranger = uniqueEmail("stranger");

    expect((await invite(owner.headers, vendor.id, { email: turkish.email, role: "admin" })).status).toBe(201);
    expect((await invite(owner.headers, vendor.id, { email: stranger, role: "staff" })).status).toBe(201);
    const [toTurkish, toStranger] = await Promise.all(
      [turkish.email, stranger].map((to) => db.outboxMail.findFirstOrThrow({ where: { to } })),
    );
    expect(toTurkish.subject).toBe("Test User sizi Hostdeck'te Harbour Events ekibine davet etti");
    expect(toTurkish.text).toContain("yönetici");
    expect(toStranger.subject).toBe("Test User vă invită să vă alăturați echipei Harbour Events pe Hostdeck");
  });

  it("answers 409 already_member for a member's address and invites nobody", async () => {
    const { vendor, owner, staff } = await vendorTeamOfAll();
    const { status, data } = await invite(owner.headers, vendor.id, {
      email: staff.user.email.toUpperCase(),
      role: "admin",
    });
    expect(status).toBe(409);
    expect(data.error).toMatchObject({ code: "already_member", issues: [{ path: ["email"], code: "already_member" }] });
    expect(await db.vendorInvitation.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await db.outboxMail.count({ where: { to: staff.user.email } })).toBe(0);
  });

  it("replaces a pending invitation to the same address: the earlier link stops working", async () => {
    const { vendor, owner, outsider } = await vendorTeamOfAll();
    const email = uniqueEmail("twice");
    const first = await invite(owner.headers, vendor.id, { email, role: "staff" });
    const firstToken = await mailedInvitationToken(email);
    const second = await invite(owner.headers, vendor.id, { email, role: "admin" });
    expect(second.status).toBe(201);
    expect(second.data.invitation.id).not.toBe(first.data.invitation.id);

    expect((await listMembers(owner.headers, vendor.id)).data.invitations).toEqual([second.data.invitation]);
    expect((await acceptInvitation(outsider.headers, firstToken)).status).toBe(410);
    expect((await previewInvitation(firstToken)).data.invitation.status).toBe("revoked");
    const { data } = await acceptInvitation(outsider.headers, await mailedInvitationToken(email));
    expect(data.vendor).toMatchObject({ id: vendor.id, role: "admin" });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    const bad = [
      {},
      { email: "not-an-address", role: "staff" },
      { email: "a@example.test" },
      { email: "a@example.test", role: "owner" },
      { email: "a@example.test", role: "staff", vendorId: "other" },
      undefined,
    ];
    for (const json of bad) {
      const { status, data } = await invite(owner.headers, vendor.id, json);
      expect({ json, status, code: data.error.code }).toEqual({ json, status: 400, code: "invalid_request" });
    }
    expect(await db.vendorInvitation.count({ where: { vendorId: vendor.id } })).toBe(0);
  });
});

describe("POST /api/vendors/{id}/invitations/{invitationId}/resend", () => {
  it("mails a new link valid 7 more days; the old link stops working", async () => {
    const { vendor, owner, outsider } = await vendorTeamOfAll();
    const invitation = await seedInvitation(vendor.id, { expiresAt: new Date(Date.now() - DAY), role: "admin" });
    const { status, data } = await resend(owner.headers, vendor.id, invitation.id);
    expect(status).toBe(200);
    expect(data).toEqual({
      invitation: { id: invitation.id, email: invitation.email, role: "admin", expiresAt: expect.any(String) },
    });
    expect(new Date(data.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    const newToken = await mailedInvitationToken(invitation.email);
    expect(newToken).not.toBe(invitation.token);
    expect((await acceptInvitation(outsider.headers, invitation.token)).status).toBe(404);
    expect((await acceptInvitation(outsider.headers, newToken)).data.vendor).toMatchObject({ role: "admin" });
  });

  it("answers 410 for a used or revoked invitation, 404 for another vendor's, 409 once the address is a member's", async () => {
    const { vendor, owner, staff } = await vendorTeamOfAll();
    const used = await seedInvitation(vendor.id, { acceptedAt: new Date() });
    const revoked = await seedInvitation(vendor.id, { revokedAt: new Date() });
    for (const gone of [used, revoked]) {
      const { status, data } = await resend(owner.headers, vendor.id, gone.id);
      expect({ status, code: data.error.code }).toEqual({ status: 410, code: "invitation_gone" });
    }
    const otherVendor = await seedVendor(db, {
      name: "Other",
      slug: `other-${randomUUID().slice(0, 8)}`,
      ownerId: staff.user.id,
    });
    const foreign = await seedInvitation(otherVendor.id);
    expect((await resend(owner.headers, vendor.id, foreign.id)).status).toBe(404);
    expect((await resend(owner.headers, vendor.id, "no-such-invitation")).status).toBe(404);

    const toMember = await seedInvitation(vendor.id, { email: staff.user.email });
    expect((await resend(owner.headers, vendor.id, toMember.id)).status).toBe(409);
    expect(await db.outboxMail.count({ where: { to: { in: [used.email, revoked.email, foreign.email] } } })).toBe(0);
  });
});

describe("DELETE /api/vendors/{id}/invitations/{invitationId}", () => {
  it("revokes the invitation: 204, its link answers 410 and it leaves the pending list", async () => {
    const { vendor, owner, outsider } = await vendorTeamOfAll();
    const invitation = await seedInvitation(vendor.id);
    const { status, data } = await revoke(owner.headers, vendor.id, invitation.id);
    expect({ status, data }).toEqual({ status: 204, data: null });
    expect((await db.vendorInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).revokedAt).not.toBeNull();
    expect((await acceptInvitation(outsider.headers, invitation.token)).status).toBe(410);
    expect((await listMembers(owner.headers, vendor.id)).data.invitations).toEqual([]);
    // Revoking again: it is gone already.
    expect((await revoke(owner.headers, vendor.id, invitation.id)).status).toBe(410);
  });

  it("answers 404 for another vendor's invitation and leaves it working", async () => {
    const { vendor, owner, staff, outsider } = await vendorTeamOfAll();
    const otherVendor = await seedVendor(db, {
      name: "Other",
      slug: `other-${randomUUID().slice(0, 8)}`,
      ownerId: staff.user.id,
    });
    const foreign = await seedInvitation(otherVendor.id);
    expect((await revoke(owner.headers, vendor.id, foreign.id)).status).toBe(404);
    expect((await acceptInvitation(outsider.headers, foreign.token)).status).toBe(200);
  });
});
