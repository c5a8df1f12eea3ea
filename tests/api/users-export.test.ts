import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { GET as exportData } from "@/app/api/users/me/export/route";
import { seedUser, seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { insertEvent, insertOrder } from "@/tests/helpers/events";

/** Calls the export as a browser would and unzips the answer. */
async function download(headers: Record<string, string>) {
  const response = await exportData(new NextRequest("http://localhost:3999/api/users/me/export", { headers }), {
    params: Promise.resolve({}),
  });
  if (response.status !== 200) return { response, files: {} as Record<string, string> };
  const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]));
  return { response, files };
}

describe("GET /api/users/me/export", () => {
  it("is a zip of the personal account's profile, memberships, events, ticket types, orders and attendees", async () => {
    const { user, headers } = await signedInUser({ firstName: "Ada", lastName: "Lovelace" });
    await db.user.update({
      where: { id: user.id },
      data: {
        twoFactorSecret: "JBSWY3DPEHPK3PXP",
        calendarToken: "calendar-secret-token",
        timezone: "Pacific/Kiritimati",
      },
    });
    const event = await insertEvent({ userId: user.id }, { title: "Analytical Engine Night" });
    const ticketType = await db.ticketType.create({
      data: { eventId: event.id, name: "Front row", kind: "paid", price: 2550, quantity: 40 },
    });
    await db.promoCode.create({
      data: {
        eventId: event.id,
        code: "ENGINE",
        discountType: "percent",
        amount: 10,
        ticketTypeIds: `["${ticketType.id}"]`,
      },
    });
    const order = await insertOrder(event.id, ticketType.id, { quantity: 2, unitPrice: 2550 });
    await db.authToken.create({
      data: {
        userId: user.id,
        purpose: "password-reset",
        tokenHash: "reset-token-hash",
        expiresAt: new Date(Date.now() + 60_000),
      },
    });

    // A vendor the user owns: only the membership is theirs; the vendor's event is not.
    const vendor = await seedVendor(db, { name: "Harbour Events", slug: `harbour-${Date.now()}`, ownerId: user.id });
    await insertEvent({ vendorId: vendor.id }, { title: "Vendor Gala" });
    const otherOwner = await seedUser(db);
    const staffVendor = await seedVendor(db, { name: "Zeta Crew", slug: `zeta-${Date.now()}`, ownerId: otherOwner.id });
    await db.vendorMember.create({ data: { vendorId: staffVendor.id, userId: user.id, role: "staff" } });
    // Another user's event never appears.
    const stranger = await seedUser(db);
    await insertEvent({ userId: stranger.id }, { title: "Someone Else's Party" });

    const { response, files } = await download(headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="hostdeck-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    // The date is today in the user's time zone (UTC+14 is already tomorrow for most of the world).
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(disposition).toContain(`hostdeck-export-${today}.zip`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(files).sort()).toEqual([
      "attendees.csv",
      "events.json",
      "orders.csv",
      "profile.json",
      "ticket-types.csv",
      "vendors.json",
    ]);

    const profile = JSON.parse(files["profile.json"]);
    expect(profile.profile).toMatchObject({ id: user.id, email: user.email, firstName: "Ada", lastName: "Lovelace" });
    expect(profile.notifications).toEqual({
      notifyNewOrder: true,
      notifyDailySummary: false,
      notifySoldOut: true,
      notifyUnpaidAfterDays: 3,
    });

    const vendors = JSON.parse(files["vendors.json"]);
    expect(vendors.map((row: { name: string; role: string }) => [row.name, row.role])).toEqual([
      ["Harbour Events", "owner"],
      ["Zeta Crew", "staff"],
    ]);

    const events = JSON.parse(files["events.json"]);
    expect(events.map((row: { title: string }) => row.title)).toEqual(["Analytical Engine Night"]);
    expect(events[0].promoCodes).toEqual([expect.objectContaining({ code: "ENGINE", ticketTypeIds: [ticketType.id] })]);

    expect(files["ticket-types.csv"]).toContain(
      `${ticketType.id},${event.id},${event.slug},Front row,,paid,25.50,EUR,40`,
    );
    const orderRow = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(files["orders.csv"]).toContain(`${order.id},${orderRow.reference},${event.id}`);
    expect(files["orders.csv"]).toContain("Grace Hopper,grace@example.org,2,51.00,0.00,51.00,0.00,EUR");
    const attendees = await db.attendee.findMany({ where: { orderId: order.id } });
    for (const attendee of attendees) expect(files["attendees.csv"]).toContain(attendee.code);
    expect(files["attendees.csv"].trim().split("\r\n")).toHaveLength(1 + attendees.length);

    // Never a secret, nor another account's data.
    const everything = Object.values(files).join("\n");
    const { passwordHash } = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    for (const secret of [
      "passwordHash",
      passwordHash,
      "twoFactorSecret",
      "JBSWY3DPEHPK3PXP",
      "calendar-secret-token",
      "reset-token-hash",
      "accessToken",
      orderRow.accessToken,
      "Vendor Gala",
      "Someone Else's Party",
    ])
      expect(everything).not.toContain(secret);
  });

  it("works for an account without events (headers only in the CSV files)", async () => {
    const { headers } = await signedInUser();
    const { response, files } = await download(headers);
    expect(response.status).toBe(200);
    expect(JSON.parse(files["events.json"])).toEqual([]);
    expect(JSON.parse(files["vendors.json"])).toEqual([]);
    expect(files["orders.csv"].replace("\uFEFF", "").trim().split("\r\n")).toHaveLength(1);
  });

  it("answers 401 without a credential", async () => {
    expect((await download({})).response.status).toBe(401);
  });
});
