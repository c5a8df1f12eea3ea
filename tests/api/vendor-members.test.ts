import { db } from "@/lib/db";
import { GET as currentVendor } from "@/app/api/vendors/current/route";
import { GET as listVendors } from "@/app/api/vendors/route";
import { callRoute } from "@/tests/helpers/route";
import {
  changeRole,
  getVendor,
  listMembers,
  ownerCount,
  removeMember,
  roleOf,
  seedInvitation,
  vendorTeamOfAll,
} from "@/tests/helpers/vendor-team";

// GET /api/vendors/{id}/members, PATCH and DELETE /api/vendors/{id}/members/{userId}: roles,
// ownership, leaving, and the rule that a vendor always keeps an owner — also under concurrent calls.

/** The team with `coOwner` demoted, so `owner` is the only owner. */
async function teamWithOneOwner() {
  const team = await vendorTeamOfAll();
  await db.vendorMember.update({
    where: { vendorId_userId: { vendorId: team.vendor.id, userId: team.coOwner.user.id } },
    data: { role: "admin" },
  });
  return team;
}

describe("GET /api/vendors/{id}/members", () => {
  it("lists the members, owners first, and only the pending invitations", async () => {
    const { vendor, owner, coOwner, admin, staff, target } = await vendorTeamOfAll();
    const pending = await seedInvitation(vendor.id, { email: "pending@example.test", role: "admin" });
    await seedInvitation(vendor.id, { acceptedAt: new Date() });
    await seedInvitation(vendor.id, { revokedAt: new Date() });
    await seedInvitation(vendor.id, { expiresAt: new Date(Date.now() - 1000) });

    const { status, data } = await listMembers(staff.headers, vendor.id);
    expect(status).toBe(200);
    expect(data.members.map((member: { userId: string; role: string }) => [member.userId, member.role])).toEqual([
      [owner.user.id, "owner"],
      [coOwner.user.id, "owner"],
      [admin.user.id, "admin"],
      [staff.user.id, "staff"],
      [target.user.id, "staff"],
    ]);
    expect(data.members[0]).toEqual({
      userId: owner.user.id,
      name: "Test User",
      email: owner.user.email,
      role: "owner",
      since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data.invitations).toEqual([
      { id: pending.id, email: "pending@example.test", role: "admin", expiresAt: expect.any(String) },
    ]);
  });
});

describe("PATCH /api/vendors/{id}/members/{userId}", () => {
  it("changes a member's role and answers the member", async () => {
    const { vendor, owner, target } = await vendorTeamOfAll();
    const { status, data } = await changeRole(owner.headers, vendor.id, target.user.id, { role: "admin" });
    expect(status).toBe(200);
    expect(data).toEqual({
      member: {
        userId: target.user.id,
        name: "Test User",
        email: target.user.email,
        role: "admin",
        since: expect.any(String),
      },
    });
    expect(await roleOf(vendor.id, target.user.id)).toBe("admin");
    // The new admin now edits the profile (the role applies to their next request).
    expect((await getVendor(target.headers, vendor.id)).data.vendor.role).toBe("admin");
  });

  it("transfers ownership: the sole owner makes a member owner, then demotes themself", async () => {
    const { vendor, owner, admin } = await teamWithOneOwner();
    expect((await changeRole(owner.headers, vendor.id, admin.user.id, { role: "owner" })).status).toBe(200);
    expect((await changeRole(owner.headers, vendor.id, owner.user.id, { role: "staff" })).status).toBe(200);
    expect([await roleOf(vendor.id, admin.user.id), await roleOf(vendor.id, owner.user.id)]).toEqual([
      "owner",
      "staff",
    ]);
    // The former owner no longer manages members.
    expect((await changeRole(owner.headers, vendor.id, admin.user.id, { role: "staff" })).status).toBe(403);
  });

  it("answers 409 last_owner when the last owner would be demoted, and keeps the role", async () => {
    const { vendor, owner } = await teamWithOneOwner();
    const { status, data } = await changeRole(owner.headers, vendor.id, owner.user.id, { role: "admin" });
    expect(status).toBe(409);
    expect(data.error.code).toBe("last_owner");
    expect(await roleOf(vendor.id, owner.user.id)).toBe("owner");
    // Keeping the role is no demotion.
    expect((await changeRole(owner.headers, vendor.id, owner.user.id, { role: "owner" })).status).toBe(200);
  });

  it("refuses bad input with 400, a user who is not a member with 404, and an admin's own promotion with 403", async () => {
    const { vendor, owner, admin, outsider, target } = await vendorTeamOfAll();
    for (const json of [{}, { role: "superuser" }, { role: "OWNER" }, { role: "admin", extra: 1 }, undefined]) {
      const { status, data } = await changeRole(owner.headers, vendor.id, target.user.id, json);
      expect({ json, status, code: data.error.code }).toEqual({ json, status: 400, code: "invalid_request" });
    }
    const { status, data } = await changeRole(owner.headers, vendor.id, outsider.user.id, { role: "admin" });
    expect({ status, code: data.error.code }).toEqual({ status: 404, code: "not_found" });
    expect((await changeRole(admin.headers, vendor.id, admin.user.id, { role: "owner" })).status).toBe(403);
    expect(await roleOf(vendor.id, target.user.id)).toBe("staff");
    expect(await roleOf(vendor.id, admin.user.id)).toBe("admin");
  });
});

describe("DELETE /api/vendors/{id}/members/{userId}", () => {
  it("removes a member: their next request for the vendor is a 404 and they act as their personal account", async () => {
    const { vendor, owner, target } = await vendorTeamOfAll();
    expect((await callRoute(currentVendor, { headers: target.headers })).data).toMatchObject({ id: vendor.id });

    const { status, data } = await removeMember(owner.headers, vendor.id, target.user.id);
    expect({ status, data }).toEqual({ status: 204, data: null });
    expect(await roleOf(vendor.id, target.user.id)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: target.user.id } })).activeVendorId).toBeNull();

    expect((await getVendor(target.headers, vendor.id)).status).toBe(404);
    expect((await listMembers(target.headers, vendor.id)).status).toBe(404);
    expect((await callRoute(currentVendor, { headers: target.headers })).data).toBeNull();
    expect((await callRoute(listVendors, { headers: target.headers })).data).toEqual([]);
  });

  it("lets any member leave, keeping an active account that is another vendor", async () => {
    const { vendor, staff, admin } = await vendorTeamOfAll();
    expect((await removeMember(staff.headers, vendor.id, staff.user.id)).status).toBe(204);
    expect(await roleOf(vendor.id, staff.user.id)).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: staff.user.id } })).activeVendorId).toBeNull();

    const other = await db.vendor.create({
      data: {
        name: "Other",
        slug: `other-${admin.user.id}`,
        members: { create: { userId: admin.user.id, role: "staff" } },
      },
    });
    await db.user.update({ where: { id: admin.user.id }, data: { activeVendorId: other.id } });
    expect((await removeMember(admin.headers, vendor.id, admin.user.id)).status).toBe(204);
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.user.id } })).activeVendorId).toBe(other.id);
  });

  it("answers 409 last_owner when the last owner would leave or be removed", async () => {
    const { vendor, owner } = await teamWithOneOwner();
    const { status, data } = await removeMember(owner.headers, vendor.id, owner.user.id);
    expect({ status, code: data.error.code }).toEqual({ status: 409, code: "last_owner" });
    expect(await roleOf(vendor.id, owner.user.id)).toBe("owner");
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).activeVendorId).toBe(vendor.id);
  });

  it("lets one owner remove another while an owner remains", async () => {
    const { vendor, owner, coOwner } = await vendorTeamOfAll();
    expect((await removeMember(owner.headers, vendor.id, coOwner.user.id)).status).toBe(204);
    expect(await ownerCount(vendor.id)).toBe(1);
    expect((await removeMember(owner.headers, vendor.id, owner.user.id)).status).toBe(409);
  });

  it("answers 404 for a user who is not a member", async () => {
    const { vendor, owner, outsider } = await vendorTeamOfAll();
    const { status, data } = await removeMember(owner.headers, vendor.id, outsider.user.id);
    expect({ status, code: data.error.code }).toEqual({ status: 404, code: "not_found" });
  });
});

describe("a vendor keeps an owner under concurrent calls", () => {
  it("two owners demoting each other at once leave exactly one owner", async () => {
    const { vendor, owner, coOwner } = await vendorTeamOfAll();
    // Both requests pass their checks before either writes (as two server processes could): each
    // conditional write waits until the other request has reached its own.
    const write = db.$executeRaw.bind(db);
    let arrived = 0;
    let releaseFirst = () => {};
    const spy = jest.spyOn(db, "$executeRaw").mockImplementation((async (...args: Parameters<typeof write>) => {
      arrived += 1;
      if (arrived === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      else releaseFirst();
      return write(...args);
    }) as unknown as typeof write);
    const answers = await Promise.all([
      changeRole(owner.headers, vendor.id, coOwner.user.id, { role: "admin" }),
      changeRole(coOwner.headers, vendor.id, owner.user.id, { role: "admin" }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused: by the time its write runs, its sender is no longer an owner.
    expect(statuses[1]).toBe(403);
    expect(arrived).toBe(2);
    spy.mockRestore();
    expect(await ownerCount(vendor.id)).toBe(1);
  });

  it("three owners demoting themselves at once leave exactly one owner", async () => {
    const { vendor, owner, coOwner, admin } = await vendorTeamOfAll();
    await db.vendorMember.update({
      where: { vendorId_userId: { vendorId: vendor.id, userId: admin.user.id } },
      data: { role: "owner" },
    });
    const answers = await Promise.all(
      [owner, coOwner, admin].map((member) => changeRole(member.headers, vendor.id, member.user.id, { role: "staff" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.data.error.code).toBe("last_owner");
    expect(await ownerCount(vendor.id)).toBe(1);
  });

  it("two owners leaving at once leave exactly one owner", async () => {
    const { vendor, owner, coOwner } = await vendorTeamOfAll();
    const answers = await Promise.all([
      removeMember(owner.headers, vendor.id, owner.user.id),
      removeMember(coOwner.headers, vendor.id, coOwner.user.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(await ownerCount(vendor.id)).toBe(1);
  });

  it("removing each other at once leaves exactly one owner", async () => {
    const { vendor, owner, coOwner } = await vendorTeamOfAll();
    const answers = await Promise.all([
      removeMember(owner.headers, vendor.id, coOwner.user.id),
      removeMember(coOwner.headers, vendor.id, owner.user.id),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(204);
    expect([404, 409]).toContain(statuses[1]);
    expect(await ownerCount(vendor.id)).toBe(1);
  });
});
