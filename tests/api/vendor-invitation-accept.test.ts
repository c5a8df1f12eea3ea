import { db } from "@/lib/db";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { GET as currentVendor } from "@/app/api/vendors/current/route";
import { signUpUser } from "@/lib/auth/sign-up";
import { joinThroughInvitation } from "@/lib/vendors/accept-invitation";
import { uniqueEmail } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { callRoute } from "@/tests/helpers/route";
import {
  acceptInvitation,
  previewInvitation,
  roleOf,
  seedInvitation,
  vendorTeamOfAll,
} from "@/tests/helpers/vendor-team";

// GET /api/vendor-invitations/{token}, POST /api/vendor-invitations/{token}/accept, and signing up
// through an invitation (POST /api/auth/sign-up with invitationToken).

const DAY = 86_400_000;

const signUpBody = (email: string, invitationToken?: unknown) => ({
  name: "Ada Lovelace",
  email,
  password: "Password123!",
  agreements: true,
  ...(invitationToken === undefined ? {} : { invitationToken }),
});

const callSignUp = (json: unknown) =>
  callRoute(signUp, { method: "POST", json, headers: { "accept-language": "en-GB,en;q=0.9" } });

/** A vendor with a pending invitation of each kind: pending, used, revoked and expired. */
async function vendorWithInvitations() {
  const team = await vendorTeamOfAll();
  const pending = await seedInvitation(team.vendor.id, { role: "admin", email: "pending@example.test" });
  const used = await seedInvitation(team.vendor.id, { acceptedAt: new Date() });
  const revoked = await seedInvitation(team.vendor.id, { revokedAt: new Date() });
  const expired = await seedInvitation(team.vendor.id, { expiresAt: new Date(Date.now() - DAY) });
  return { ...team, pending, used, revoked, expired };
}

describe("GET /api/vendor-invitations/{token}", () => {
  it("tells anyone with the link what it is for, and its status", async () => {
    const { pending, used, revoked, expired } = await vendorWithInvitations();
    const { status, data } = await previewInvitation(pending.token);
    expect(status).toBe(200);
    expect(data).toEqual({
      invitation: {
        vendorName: "Harbour Events",
        role: "admin",
        email: "pending@example.test",
        expiresAt: expect.any(String),
        status: "pending",
      },
    });
    for (const [invitation, expected] of [
      [used, "accepted"],
      [revoked, "revoked"],
      [expired, "expired"],
    ] as const) {
      expect((await previewInvitation(invitation.token)).data.invitation.status).toBe(expected);
    }
    expect((await previewInvitation("no-such-token")).status).toBe(404);
  });
});

describe("POST /api/vendor-invitations/{token}/accept", () => {
  it("makes the signed-in user a member with the role and switches them to the vendor, whatever their address", async () => {
    const { vendor, pending, outsider } = await vendorWithInvitations();
    expect(outsider.user.email).not.toBe(pending.email);
    const { status, data } = await acceptInvitation(outsider.headers, pending.token);
    expect(status).toBe(200);
    expect(data).toEqual({ vendor: { id: vendor.id, name: "Harbour Events", slug: vendor.slug, role: "admin" } });
    expect(await roleOf(vendor.id, outsider.user.id)).toBe("admin");
    expect((await db.user.findUniqueOrThrow({ where: { id: outsider.user.id } })).activeVendorId).toBe(vendor.id);
    expect((await callRoute(currentVendor, { headers: outsider.headers })).data).toMatchObject({ id: vendor.id });
    expect((await db.vendorInvitation.findUniqueOrThrow({ where: { id: pending.id } })).acceptedAt).not.toBeNull();
    expect((await previewInvitation(pending.token)).data.invitation.status).toBe("accepted");
  });

  it("answers 410 invitation_gone for a used, revoked or expired link, and 404 for an unknown one", async () => {
    const { vendor, pending, used, revoked, expired, outsider } = await vendorWithInvitations();
    expect((await acceptInvitation(outsider.headers, pending.token)).status).toBe(200);
    for (const gone of [pending, used, revoked, expired]) {
      const { status, data } = await acceptInvitation(outsider.headers, gone.token);
      expect({ status, code: data.error.code }).toEqual({ status: 410, code: "invitation_gone" });
    }
    const { status, data } = await acceptInvitation(outsider.headers, "no-such-token");
    expect({ status, code: data.error.code }).toEqual({ status: 404, code: "not_found" });
    expect(await db.vendorMember.count({ where: { vendorId: vendor.id } })).toBe(6);
  });

  it("works once when the link is opened twice at the same moment", async () => {
    const { vendor, pending, outsider } = await vendorWithInvitations();
    const another = await signedInUser();
    const answers = await Promise.all([
      acceptInvitation(outsider.headers, pending.token),
      acceptInvitation(another.headers, pending.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect(await db.vendorMember.count({ where: { vendorId: vendor.id } })).toBe(6);
  });

  it("answers 409 to a member and leaves the invitation open", async () => {
    const { vendor, pending, staff } = await vendorWithInvitations();
    const { status, data } = await acceptInvitation(staff.headers, pending.token);
    expect({ status, code: data.error.code }).toEqual({ status: 409, code: "already_member" });
    expect(await roleOf(vendor.id, staff.user.id)).toBe("staff");
    expect((await previewInvitation(pending.token)).data.invitation.status).toBe("pending");
  });
});

describe("POST /api/auth/sign-up with an invitation", () => {
  it("creates the account already a member of the vendor, with the invited address confirmed", async () => {
    const team = await vendorTeamOfAll();
    const email = uniqueEmail("invited");
    const invitation = await seedInvitation(team.vendor.id, { email, role: "staff" });
    const { status, data } = await callSignUp(signUpBody(email, invitation.token));
    expect({ status, data }).toEqual({ status: 200, data: true });

    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ activeVendorId: team.vendor.id, emailVerifiedAt: expect.any(Date) });
    expect(await roleOf(team.vendor.id, user.id)).toBe("staff");
    expect((await db.vendorInvitation.findUniqueOrThrow({ where: { id: invitation.id } })).acceptedAt).not.toBeNull();
  }, 30_000);

  it("joins with another address too, which then still needs confirming", async () => {
    const team = await vendorTeamOfAll();
    const invitation = await seedInvitation(team.vendor.id, { role: "admin" });
    const email = uniqueEmail("other-address");
    expect((await callSignUp(signUpBody(email, invitation.token))).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeNull();
    expect(await roleOf(team.vendor.id, user.id)).toBe("admin");
  }, 30_000);

  it("makes no account when the invitation is gone (410) or unknown (404), or vendors are off (404)", async () => {
    const { used, revoked, expired, pending } = await vendorWithInvitations();
    const attempts: [unknown, number][] = [
      [used.token, 410],
      [revoked.token, 410],
      [expired.token, 410],
      ["no-such-token", 404],
    ];
    for (const [token, expected] of attempts) {
      const email = uniqueEmail("refused");
      const { status } = await callSignUp(signUpBody(email, token));
      expect({ token, status }).toEqual({ token, status: expected });
      expect(await db.user.count({ where: { email } })).toBe(0);
    }
    await setVendorsFlag(false);
    const email = uniqueEmail("flag-off");
    expect((await callSignUp(signUpBody(email, pending.token))).status).toBe(404);
    expect(await db.user.count({ where: { email } })).toBe(0);
    await setVendorsFlag(true);
  });

  it("rolls the new account back when the invitation is gone by the time it is accepted", async () => {
    const { revoked } = await vendorWithInvitations();
    const email = uniqueEmail("rolled-back");
    const input = { name: "Ada Lovelace", email, password: "Password123!", agreements: true as const, language: "en" };
    await expect(signUpUser(input, async () => {}, joinThroughInvitation(revoked.token))).rejects.toMatchObject({
      status: 410,
      code: "invitation_gone",
    });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses a malformed invitation token with 400", async () => {
    for (const token of ["", 42, "x".repeat(201)]) {
      const email = uniqueEmail("malformed");
      const { status, data } = await callSignUp(signUpBody(email, token));
      expect({ status, path: data.error.issues[0].path }).toEqual({ status: 400, path: ["invitationToken"] });
      expect(await db.user.count({ where: { email } })).toBe(0);
    }
  });
});
