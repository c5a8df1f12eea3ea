import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { seedUser, seedVendor } from "@/seed/factories";
import { inDays, insertEvent, insertOrder } from "@/tests/helpers/events";
import { deleteVendor, getVendor, patchVendor, seedInvitation, vendorTeamOfAll } from "@/tests/helpers/vendor-team";

// GET, PATCH and DELETE /api/vendors/{id}. Roles, the flag and signed-out calls: vendor-roles.test.ts.

const slug = (prefix = "vendor") => `${prefix}-${randomUUID().slice(0, 8)}`;

async function vendorEvent(vendorId: string, startsAt: Date, orderStatus: string | null) {
  const event = await insertEvent({ vendorId }, { startsAt });
  const ticketType = await db.ticketType.create({
    data: { eventId: event.id, name: "General", kind: "paid", price: 1000, quantity: 50 },
    select: { id: true },
  });
  const order = orderStatus
    ? await insertOrder(event.id, ticketType.id, {
        status: orderStatus,
        reservedUntil: orderStatus === "reserved" ? new Date(Date.now() + 10 * 60_000) : null,
      })
    : null;
  return { ...event, order };
}

describe("GET /api/vendors/{id}", () => {
  it("answers the profile with the reader's role and the public page's address", async () => {
    const { vendor, staff } = await vendorTeamOfAll();
    await db.vendor.update({
      where: { id: vendor.id },
      data: { logo: "/api/uploads/abc", contactEmail: "hello@harbour.test", description: "Concerts by the sea" },
    });
    const { status, data } = await getVendor(staff.headers, vendor.id);
    expect(status).toBe(200);
    expect(data).toEqual({
      vendor: {
        id: vendor.id,
        name: "Harbour Events",
        slug: vendor.slug,
        logo: "/api/uploads/abc",
        description: "Concerts by the sea",
        contactEmail: "hello@harbour.test",
        currency: "TRY",
        timezone: "Europe/Istanbul",
        role: "staff",
        publicUrl: `http://localhost:3999/p/hosts/${vendor.slug}`,
      },
    });
  });
});

describe("PATCH /api/vendors/{id}", () => {
  it("changes any of the fields for an admin and answers the new profile", async () => {
    const { vendor, admin } = await vendorTeamOfAll();
    const newSlug = slug("harbour");
    const { status, data } = await patchVendor(admin.headers, vendor.id, {
      name: "  Harbour Live ",
      slug: newSlug.toUpperCase(),
      logo: "https://cdn.example.test/logo.png",
      description: "Jazz and folk",
      contactEmail: "Team@Harbour.TEST",
      currency: "EUR",
      timezone: "Europe/Bucharest",
    });
    expect(status).toBe(200);
    expect(data.vendor).toEqual({
      id: vendor.id,
      name: "Harbour Live",
      slug: newSlug,
      logo: "https://cdn.example.test/logo.png",
      description: "Jazz and folk",
      contactEmail: "team@harbour.test",
      currency: "EUR",
      timezone: "Europe/Bucharest",
      role: "admin",
      publicUrl: `http://localhost:3999/p/hosts/${newSlug}`,
    });
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id }, select: { name: true, slug: true } })).toEqual(
      { name: "Harbour Live", slug: newSlug },
    );
  });

  it("changes only the fields sent, and clears logo, description and contact email with null or empty", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    await db.vendor.update({
      where: { id: vendor.id },
      data: { logo: "/api/uploads/old", description: "Old", contactEmail: "old@harbour.test" },
    });
    expect((await patchVendor(owner.headers, vendor.id, { logo: "/api/uploads/cl0gonew" })).data.vendor).toMatchObject({
      logo: "/api/uploads/cl0gonew",
      description: "Old",
      name: "Harbour Events",
    });
    const { status, data } = await patchVendor(owner.headers, vendor.id, {
      logo: null,
      description: "",
      contactEmail: "",
    });
    expect(status).toBe(200);
    expect(data.vendor).toMatchObject({ logo: null, description: null, contactEmail: null, slug: vendor.slug });
  });

  it("refuses bad input with 400 at the field, and writes nothing", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    const before = await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    const bad: [unknown, (string | number)[]][] = [
      [{ name: "" }, ["name"]],
      [{ name: "x".repeat(101) }, ["name"]],
      [{ slug: "a b" }, ["slug"]],
      [{ slug: "ab" }, ["slug"]],
      [{ logo: "javascript:alert(1)" }, ["logo"]],
      [{ logo: "http://insecure.example.test/logo.png" }, ["logo"]],
      [{ logo: "/uploads/../../etc/passwd" }, ["logo"]],
      [{ contactEmail: "not an email" }, ["contactEmail"]],
      [{ currency: "XYZ" }, ["currency"]],
      [{ timezone: "Mars/Olympus_Mons" }, ["timezone"]],
      [{ description: "x".repeat(1001) }, ["description"]],
      [{ name: "Fine", owner: "me" }, []],
      [{}, []],
    ];
    for (const [json, path] of bad) {
      const { status, data } = await patchVendor(owner.headers, vendor.id, json);
      expect({ json, status, code: data.error.code }).toEqual({ json, status: 400, code: "invalid_request" });
      expect(data.error.issues[0].path).toEqual(path);
    }
    expect((await patchVendor(owner.headers, vendor.id, undefined)).status).toBe(400);
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).toEqual(before);
  });

  it("answers 409 at the slug when another vendor or a user's host page has it, but keeps its own", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    const other = await seedUser(db);
    const vendorSlug = slug();
    await seedVendor(db, { name: "Other", slug: vendorSlug, ownerId: other.id });
    const hostSlug = slug("host");
    await db.user.update({ where: { id: other.id }, data: { hostSlug } });
    for (const taken of [vendorSlug, hostSlug]) {
      const { status, data } = await patchVendor(owner.headers, vendor.id, { slug: taken, name: "Renamed" });
      expect(status).toBe(409);
      expect(data.error).toMatchObject({ code: "slug_taken", issues: [{ path: ["slug"], code: "slug_taken" }] });
    }
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id }, select: { name: true, slug: true } })).toEqual(
      { name: "Harbour Events", slug: vendor.slug },
    );
    expect((await patchVendor(owner.headers, vendor.id, { slug: vendor.slug })).status).toBe(200);
  });
});

describe("DELETE /api/vendors/{id}", () => {
  it("deletes the vendor with its members and invitations; members fall back to their personal account", async () => {
    const { vendor, owner, staff } = await vendorTeamOfAll();
    await seedInvitation(vendor.id);
    const { status, data } = await deleteVendor(owner.headers, vendor.id, { confirmName: "Harbour Events" });
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(await db.vendor.findUnique({ where: { id: vendor.id } })).toBeNull();
    expect(await db.vendorMember.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await db.vendorInvitation.count({ where: { vendorId: vendor.id } })).toBe(0);
    const users = await db.user.findMany({
      where: { id: { in: [owner.user.id, staff.user.id] } },
      select: { activeVendorId: true },
    });
    expect(users).toEqual([{ activeVendorId: null }, { activeVendorId: null }]);
    expect((await getVendor(owner.headers, vendor.id)).status).toBe(404);
  });

  it("asks for the vendor's exact name (400 at confirmName) and keeps the vendor otherwise", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    for (const json of [{ confirmName: "harbour events" }, { confirmName: "Harbour" }]) {
      const { status, data } = await deleteVendor(owner.headers, vendor.id, json);
      expect(status).toBe(400);
      expect(data.error.issues).toEqual([
        { path: ["confirmName"], code: "confirm_mismatch", message: "Type the vendor's name exactly to confirm." },
      ]);
    }
    for (const json of [{}, { confirmName: "" }, { confirmName: 3 }, undefined]) {
      expect((await deleteVendor(owner.headers, vendor.id, json)).status).toBe(400);
    }
    expect(await db.vendor.findUnique({ where: { id: vendor.id }, select: { id: true } })).toEqual({ id: vendor.id });
  });

  it("is refused with 409 while an upcoming event holds sold or reserved tickets", async () => {
    for (const orderStatus of ["completed", "awaiting_payment", "partially_refunded", "reserved"]) {
      const { vendor, owner } = await vendorTeamOfAll();
      await vendorEvent(vendor.id, inDays(10), orderStatus);
      const { status, data } = await deleteVendor(owner.headers, vendor.id, { confirmName: vendor.name });
      expect({ orderStatus, status, code: data.error.code }).toEqual({
        orderStatus,
        status: 409,
        code: "vendor_in_use",
      });
      expect(await db.vendorMember.count({ where: { vendorId: vendor.id } })).toBe(5);
    }
  });

  it("keeps the orders of past events as records, detached; events without orders go", async () => {
    const { vendor, owner } = await vendorTeamOfAll();
    const past = await vendorEvent(vendor.id, inDays(-30), "completed");
    const cancelledOrders = await vendorEvent(vendor.id, inDays(20), "cancelled");
    const draft = await vendorEvent(vendor.id, inDays(40), null);
    expect((await deleteVendor(owner.headers, vendor.id, { confirmName: vendor.name })).status).toBe(204);

    for (const event of [past, cancelledOrders]) {
      expect(await db.event.findUnique({ where: { id: event.id }, select: { vendorId: true, userId: true } })).toEqual({
        vendorId: null,
        userId: null,
      });
      expect(await db.order.count({ where: { id: event.order!.id } })).toBe(1);
    }
    expect(await db.event.findUnique({ where: { id: draft.id } })).toBeNull();
  });
});
