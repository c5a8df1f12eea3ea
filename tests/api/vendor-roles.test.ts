import { db } from "@/lib/db";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import {
  acceptInvitation,
  changeRole,
  deleteVendor,
  getVendor,
  invite,
  listMembers,
  patchVendor,
  previewInvitation,
  removeMember,
  resend,
  revoke,
  seedInvitation,
  vendorTeamOfAll,
  type Member,
} from "@/tests/helpers/vendor-team";

// Who may do what in a vendor (issue #13): every action of the vendor endpoints for an owner, an
// admin, a staff member and a non-member, each on a fresh team. Then every endpoint with the flag
// off (404) and signed out (401).

type Team = Awaited<ReturnType<typeof vendorTeamOfAll>>;
type Role = "owner" | "admin" | "staff" | "outsider";
type Action = (team: Team, actor: Member) => Promise<{ status: number }>;

const actions: Record<string, Action> = {
  "read the profile": ({ vendor }, actor) => getVendor(actor.headers, vendor.id),
  "edit the profile": ({ vendor }, actor) => patchVendor(actor.headers, vendor.id, { description: "By the sea" }),
  "delete the vendor": ({ vendor }, actor) => deleteVendor(actor.headers, vendor.id, { confirmName: vendor.name }),
  "list the members": ({ vendor }, actor) => listMembers(actor.headers, vendor.id),
  invite: ({ vendor }, actor) =>
    invite(actor.headers, vendor.id, { email: "new.colleague@example.test", role: "staff" }),
  "resend an invitation": async ({ vendor }, actor) =>
    resend(actor.headers, vendor.id, (await seedInvitation(vendor.id)).id),
  "revoke an invitation": async ({ vendor }, actor) =>
    revoke(actor.headers, vendor.id, (await seedInvitation(vendor.id)).id),
  "change a member's role": ({ vendor, target }, actor) =>
    changeRole(actor.headers, vendor.id, target.user.id, { role: "admin" }),
  "remove another member": ({ vendor, target }, actor) => removeMember(actor.headers, vendor.id, target.user.id),
  leave: ({ vendor }, actor) => removeMember(actor.headers, vendor.id, actor.user.id),
};

// owner | admin | staff | non-member
const matrix: [string, number, number, number, number][] = [
  ["read the profile", 200, 200, 200, 404],
  ["edit the profile", 200, 200, 403, 404],
  ["delete the vendor", 204, 403, 403, 404],
  ["list the members", 200, 200, 200, 404],
  ["invite", 201, 403, 403, 404],
  ["resend an invitation", 200, 403, 403, 404],
  ["revoke an invitation", 204, 403, 403, 404],
  ["change a member's role", 200, 403, 403, 404],
  ["remove another member", 204, 403, 403, 404],
  // The owner may leave because the vendor has another owner (the last one may not: vendor-members tests).
  ["leave", 204, 204, 204, 404],
];

const cases = matrix.flatMap(([action, ...statuses]) =>
  (["owner", "admin", "staff", "outsider"] as Role[]).map((role, index) => [action, role, statuses[index]] as const),
);

describe("the role matrix", () => {
  it.each(cases)("%s as %s answers %i", async (action, role, expected) => {
    const team = await vendorTeamOfAll();
    const { status } = await actions[action](team, team[role]);
    expect(status).toBe(expected);
  });

  it("changes nothing when a role is refused", async () => {
    const team = await vendorTeamOfAll();
    const { vendor, admin, staff, target } = team;
    const before = await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect((await patchVendor(staff.headers, vendor.id, { name: "Taken over" })).status).toBe(403);
    expect((await deleteVendor(admin.headers, vendor.id, { confirmName: vendor.name })).status).toBe(403);
    expect((await changeRole(admin.headers, vendor.id, target.user.id, { role: "owner" })).status).toBe(403);
    expect((await removeMember(admin.headers, vendor.id, target.user.id)).status).toBe(403);
    expect((await invite(admin.headers, vendor.id, { email: "x@example.test", role: "admin" })).status).toBe(403);
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).toEqual(before);
    expect(await db.vendorMember.count({ where: { vendorId: vendor.id } })).toBe(5);
    expect(await db.vendorInvitation.count({ where: { vendorId: vendor.id } })).toBe(0);
  });
});

/** Every vendor-team endpoint, called as `headers`, on `vendorId` (the team's vendor, with a pending invitation). */
async function everyEndpoint(team: Team, headers: Record<string, string>, vendorId = team.vendor.id) {
  const { target } = team;
  const vendor = { id: vendorId, name: team.vendor.name };
  const invitation = await seedInvitation(team.vendor.id);
  return {
    "GET /api/vendors/{id}": await getVendor(headers, vendor.id),
    "PATCH /api/vendors/{id}": await patchVendor(headers, vendor.id, { name: "Renamed" }),
    "DELETE /api/vendors/{id}": await deleteVendor(headers, vendor.id, { confirmName: vendor.name }),
    "GET /api/vendors/{id}/members": await listMembers(headers, vendor.id),
    "PATCH /api/vendors/{id}/members/{userId}": await changeRole(headers, vendor.id, target.user.id, {
      role: "admin",
    }),
    "DELETE /api/vendors/{id}/members/{userId}": await removeMember(headers, vendor.id, target.user.id),
    "POST /api/vendors/{id}/invitations": await invite(headers, vendor.id, {
      email: "someone@example.test",
      role: "admin",
    }),
    "POST /api/vendors/{id}/invitations/{invitationId}/resend": await resend(headers, vendor.id, invitation.id),
    "DELETE /api/vendors/{id}/invitations/{invitationId}": await revoke(headers, vendor.id, invitation.id),
    "POST /api/vendor-invitations/{token}/accept": await acceptInvitation(headers, invitation.token),
  };
}

describe("every vendor-team endpoint", () => {
  it("answers 404 to an owner while ENABLE_VENDORS is off, and changes nothing", async () => {
    const team = await vendorTeamOfAll();
    await setVendorsFlag(false);
    const answers = await everyEndpoint(team, team.owner.headers);
    for (const [endpoint, answer] of Object.entries(answers)) {
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 404 });
    }
    const invitation = await seedInvitation(team.vendor.id);
    expect((await previewInvitation(invitation.token)).status).toBe(404);
    expect(await db.vendor.findUnique({ where: { id: team.vendor.id }, select: { name: true } })).toEqual({
      name: "Harbour Events",
    });
    expect(await db.vendorMember.count({ where: { vendorId: team.vendor.id } })).toBe(5);
    expect(await db.vendorInvitation.count({ where: { vendorId: team.vendor.id, revokedAt: { not: null } } })).toBe(0);
  });

  it("answers 401 when signed out, and changes nothing", async () => {
    const team = await vendorTeamOfAll();
    const answers = await everyEndpoint(team, {});
    for (const [endpoint, answer] of Object.entries(answers)) {
      expect({ endpoint, status: answer.status, code: answer.data?.error?.code }).toEqual({
        endpoint,
        status: 401,
        code: "unauthorized",
      });
    }
    expect(await db.vendorMember.count({ where: { vendorId: team.vendor.id } })).toBe(5);
  });

  it("answers 404 to a non-member exactly as for a vendor that does not exist", async () => {
    const team = await vendorTeamOfAll();
    const outsiderAnswers = await everyEndpoint(team, team.outsider.headers);
    const missingAnswers = await everyEndpoint(team, team.owner.headers, "no-such-vendor");
    for (const [endpoint, answer] of Object.entries(outsiderAnswers)) {
      if (endpoint.startsWith("POST /api/vendor-invitations")) continue; // the link works for anyone
      expect({ endpoint, status: answer.status, data: answer.data }).toEqual({
        endpoint,
        status: 404,
        data: missingAnswers[endpoint as keyof typeof missingAnswers].data,
      });
    }
  });
});
