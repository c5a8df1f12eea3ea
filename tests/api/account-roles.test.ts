import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import * as eventRoute from "@/app/api/events/[id]/route";
import { POST as publishRoute } from "@/app/api/events/[id]/publish/route";
import { ensurePersonalHostSlug, requireManager, resolveAccount, type Account } from "@/lib/events/account";
import { seedUser } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { call, createEvent, vendorTeam } from "@/tests/helpers/events";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { callRoute } from "@/tests/helpers/route";

// The events' account and role checks (lib/events/account.ts) at their edges, beside the route
// matrix of tests/api/events-access.test.ts: what each account is, that a vendor's admin manages
// like its owner, and that any role other than owner and admin is held to what staff may do.

afterAll(() => setVendorsFlag(false));

const ROLE_REFUSAL = { code: "forbidden", message: "Your role in this vendor does not allow this." };

describe("the active account and its role", () => {
  it("is the user's own personal account, as its owner, with their currency and host page", async () => {
    const user = await seedUser(db);
    await db.user.update({ where: { id: user.id }, data: { currency: "TRY", hostSlug: `ada-${randomUUID()}` } });
    const { hostSlug } = await db.user.findUniqueOrThrow({ where: { id: user.id } });

    const account = await resolveAccount({ id: user.id, activeVendorId: null, displayName: "Ada Lovelace" });
    expect(account).toEqual({
      key: `user:${user.id}`,
      kind: "personal",
      userId: user.id,
      vendorId: null,
      role: "owner",
      name: "Ada Lovelace",
      currency: "TRY",
      hostSlug,
    });
  });

  it("is the active vendor for its member, with the member's role, the vendor's currency and slug", async () => {
    const { staff, vendor } = await vendorTeam();
    const account = await resolveAccount({
      id: staff.user.id,
      activeVendorId: vendor.id,
      displayName: staff.user.displayName,
    });
    expect(account).toEqual({
      key: `vendor:${vendor.id}`,
      kind: "vendor",
      userId: null,
      vendorId: vendor.id,
      role: "staff",
      name: "Harbour Events",
      currency: "RON",
      hostSlug: vendor.slug,
    });
  });

  it("lets a vendor's admin manage its events like its owner", async () => {
    const { owner, vendor } = await vendorTeam();
    const admin = await signedInUser();
    await db.vendorMember.create({ data: { vendorId: vendor.id, userId: admin.user.id, role: "admin" } });
    await db.user.update({ where: { id: admin.user.id }, data: { activeVendorId: vendor.id } });

    const event = await createEvent(admin.headers, { title: "Admin's event" });
    const renamed = await callRoute(eventRoute.PATCH, {
      method: "PATCH",
      headers: admin.headers,
      params: { id: event.id },
      json: { title: "Renamed by the admin" },
    });
    expect(renamed.status).toBe(200);
    // The owner sees it: it is the vendor's event, not the admin's.
    const seen = await callRoute(eventRoute.GET, { headers: owner.headers, params: { id: event.id } });
    expect(seen.data.event).toMatchObject({ title: "Renamed by the admin" });
  });

  it("holds a member of any other role to what staff may do, with the role message", async () => {
    const { owner, vendor } = await vendorTeam();
    const stranger = await signedInUser();
    await db.vendorMember.create({ data: { vendorId: vendor.id, userId: stranger.user.id, role: "viewer" } });
    await db.user.update({ where: { id: stranger.user.id }, data: { activeVendorId: vendor.id } });
    const event = await createEvent(owner.headers);

    const account = await resolveAccount({
      id: stranger.user.id,
      activeVendorId: vendor.id,
      displayName: stranger.user.displayName,
    });
    expect(account.role).toBe("staff");
    const refused = await call(publishRoute, stranger.headers, event.id);
    expect({ status: refused.status, ...refused.data.error }).toMatchObject({ status: 403, ...ROLE_REFUSAL });
  });

  it("refuses staff with 403 and lets owners and admins through", () => {
    const account = (role: Account["role"]) => ({ role }) as Account;
    expect(() => requireManager(account("staff"))).toThrow(ROLE_REFUSAL.message);
    expect(() => requireManager(account("owner"))).not.toThrow();
    expect(() => requireManager(account("admin"))).not.toThrow();
  });
});

describe("the personal host page address", () => {
  it.each([
    ["a name of three letters or more", "Bob", "bob"],
    ["a name of one or two letters", "Al", "host-al"],
    ["a name of other scripts", "李雷", "host"],
  ])("is made from %s", async (_case, firstName, base) => {
    const user = await seedUser(db, { firstName, lastName: "" });
    await db.user.update({ where: { id: user.id }, data: { displayName: firstName } });
    const slug = await ensurePersonalHostSlug(user.id);
    // The base, or the base with the first free number when another host has it already.
    expect(slug).toMatch(new RegExp(`^${base}(-\\d+)?$`));
  });
});
