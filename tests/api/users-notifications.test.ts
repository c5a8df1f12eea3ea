import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as getNotifications, PATCH as patchNotifications } from "@/app/api/users/me/notifications/route";
import { POST as placeOrder } from "@/app/api/public/events/[slug]/orders/route";
import { notifySoldOut } from "@/lib/users/notify-sold-out";
import { runScheduledNotifications } from "@/lib/users/run-notifications";
import { seedUser, seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { mailsTo } from "@/tests/helpers/account";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { insertOrder } from "@/tests/helpers/event-orders";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;
const DAY = 86_400_000;
const patch = (headers: Headers, json: unknown) => callRoute(patchNotifications, { method: "PATCH", headers, json });
const buy = (slug: string, ticketTypeId: string, quantity = 1) =>
  callRoute(placeOrder, {
    method: "POST",
    params: { slug },
    json: { items: [{ ticketTypeId, quantity }], buyer: { name: "Ada Lovelace", email: "ada@example.org" } },
  });
const subjects = async (to: string) => (await mailsTo(to)).map((mail) => mail.subject);
const deliveries = (userId: string, kind: string) => db.notificationDelivery.findMany({ where: { userId, kind } });

describe("/api/users/me/notifications", () => {
  it("answers the preferences and changes the given ones", async () => {
    const { headers } = await signedInUser();
    expect((await callRoute(getNotifications, { headers })).data).toEqual({
      notifications: { notifyNewOrder: true, notifyDailySummary: false, notifySoldOut: true, notifyUnpaidAfterDays: 3 },
    });
    const { status, data } = await patch(headers, { notifyDailySummary: true, notifyUnpaidAfterDays: null });
    expect(status).toBe(200);
    expect(data.notifications).toEqual({
      notifyNewOrder: true,
      notifyDailySummary: true,
      notifySoldOut: true,
      notifyUnpaidAfterDays: null,
    });
    expect((await patch(headers, { notifyUnpaidAfterDays: 30 })).data.notifications.notifyUnpaidAfterDays).toBe(30);
    expect((await callRoute(getNotifications, { headers })).data.notifications.notifyUnpaidAfterDays).toBe(30);
  });

  it.each([
    [{ notifyUnpaidAfterDays: 0 }, "notifyUnpaidAfterDays"],
    [{ notifyUnpaidAfterDays: 31 }, "notifyUnpaidAfterDays"],
    [{ notifyUnpaidAfterDays: 1.5 }, "notifyUnpaidAfterDays"],
    [{ notifyNewOrder: "yes" }, "notifyNewOrder"],
    [{ notifyEverything: true }, ""],
  ])("refuses %j with 400 and changes nothing", async (body, field) => {
    const { user, headers } = await signedInUser();
    const { status, data } = await patch(headers, { notifySoldOut: false, ...body });
    expect(status).toBe(400);
    expect(data.error.issues.map((issue: { path: string[] }) => issue.path.join("."))).toContain(field);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      notifySoldOut: true,
      notifyUnpaidAfterDays: 3,
    });
  });

  it("answers 401 without a credential", async () => {
    expect((await callRoute(getNotifications)).status).toBe(401);
    expect((await patch({}, { notifyNewOrder: false })).status).toBe(401);
  });
});

describe("the new-order notice", () => {
  it("mails only hosts who want it; the shell's notification shows either way", async () => {
    const quiet = await seedUser(db);
    await db.user.update({ where: { id: quiet.id }, data: { notifyNewOrder: false } });
    const keen = await seedUser(db);
    for (const host of [quiet, keen]) {
      const event = await seedPublishedEvent(host.id);
      expect((await buy(event.slug, event.ticketTypes[0].id)).status).toBe(201);
      expect(await db.shellNotice.count({ where: { userId: host.id, icon: "mat_outline:confirmation_number" } })).toBe(
        1,
      );
    }
    expect(await subjects(quiet.email)).toEqual([]);
    expect((await subjects(keen.email)).some((subject) => subject.includes("New order"))).toBe(true);
  });
});

describe("the sold-out notice", () => {
  it("mails the hosts who want it once, when an order takes the last ticket", async () => {
    const host = await seedUser(db);
    await db.user.update({ where: { id: host.id }, data: { notifyNewOrder: false, language: "tr" } });
    const event = await seedPublishedEvent(host.id, { ticketTypes: [{ quantity: 2 }, { quantity: 5, hidden: true }] });
    const ticketTypeId = event.ticketTypes[0].id;

    await buy(event.slug, ticketTypeId);
    expect(await subjects(host.email)).toEqual([]);
    await buy(event.slug, ticketTypeId);
    const title = `Event ${event.slug}`;
    expect(await subjects(host.email)).toEqual([`Tükendi: ${title}`]);
    const [mail] = await mailsTo(host.email);
    expect(mail.text).toContain("toplam 2 bilet");
    expect(mail.text).toContain(`http://localhost:3999/pages/events/${event.id}`);

    // Checked again (another order completing, a second process): still once.
    await notifySoldOut(event.id);
    await notifySoldOut(event.id);
    expect(await subjects(host.email)).toHaveLength(1);
    expect(await deliveries(host.id, "sold-out")).toEqual([expect.objectContaining({ key: event.id })]);
  });

  it("stays quiet for hosts who turned it off, and while tickets are left", async () => {
    const host = await seedUser(db);
    await db.user.update({ where: { id: host.id }, data: { notifyNewOrder: false, notifySoldOut: false } });
    const event = await seedPublishedEvent(host.id, { ticketTypes: [{ quantity: 1 }] });
    await buy(event.slug, event.ticketTypes[0].id);
    expect(await subjects(host.email)).toEqual([]);

    const other = await seedUser(db);
    await db.user.update({ where: { id: other.id }, data: { notifyNewOrder: false } });
    const roomy = await seedPublishedEvent(other.id, { ticketTypes: [{ quantity: 3 }, { quantity: 1 }] });
    await buy(roomy.slug, roomy.ticketTypes[1].id);
    expect(await subjects(other.email)).toEqual([]);
  });
});

/** A vendor whose owner wants reminders after `days`, whose admin wants none, and a staff member (never told). */
async function vendorHosts(days: number) {
  const owner = await seedUser(db);
  const admin = await seedUser(db);
  const staff = await seedUser(db);
  const vendor = await seedVendor(db, {
    name: "Night Owls",
    slug: `owls-${randomUUID().slice(0, 8)}`,
    ownerId: owner.id,
  });
  await db.vendorMember.createMany({
    data: [
      { vendorId: vendor.id, userId: admin.id, role: "admin" },
      { vendorId: vendor.id, userId: staff.id, role: "staff" },
    ],
  });
  await db.user.update({ where: { id: owner.id }, data: { notifyUnpaidAfterDays: days } });
  await db.user.update({ where: { id: admin.id }, data: { notifyUnpaidAfterDays: null } });
  return { owner, admin, staff, vendor };
}

describe("npm run notify", () => {
  it("sends yesterday's summary once a day, to users who want it", async () => {
    const now = new Date("2026-11-25T09:30:00Z");
    const keen = await seedUser(db);
    await db.user.update({ where: { id: keen.id }, data: { notifyDailySummary: true, timezone: "Europe/Bucharest" } });
    const event = await seedPublishedEvent(keen.id);
    const yesterday = await insertOrder(event, { quantity: 3, unitPrice: 1250 });
    await db.order.update({ where: { id: yesterday.id }, data: { completedAt: new Date("2026-11-24T15:00:00Z") } });
    const today = await insertOrder(event, { quantity: 1, unitPrice: 1250 });
    await db.order.update({ where: { id: today.id }, data: { completedAt: new Date("2026-11-25T08:00:00Z") } });
    const idle = await seedUser(db);
    await db.user.update({ where: { id: idle.id }, data: { notifyDailySummary: true } });

    await runScheduledNotifications(now);
    await runScheduledNotifications(now);
    const mails = await mailsTo(keen.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your day on Hostdeck: Nov 24, 2026"]);
    expect(mails[0].text).toMatch(/Orders: 1\nTickets: 3\nNet revenue: €37\.50/);
    expect(await deliveries(keen.id, "daily-summary")).toEqual([expect.objectContaining({ key: "2026-11-24" })]);
    // Nothing happened on the idle user's day: no mail.
    expect(await mailsTo(idle.email)).toEqual([]);

    // The next day, the next summary (today's order).
    await runScheduledNotifications(new Date(now.getTime() + DAY));
    expect(await deliveries(keen.id, "daily-summary")).toHaveLength(2);
  });

  it("reminds each host once about an offline order unpaid for longer than they chose", async () => {
    const now = new Date();
    const { owner, admin, staff, vendor } = await vendorHosts(2);
    const event = await db.event.create({
      data: {
        accountKey: `vendor:${vendor.id}`,
        vendorId: vendor.id,
        slug: `unpaid-${randomUUID().slice(0, 8)}`,
        title: "Jazz Brunch",
        timezone: "UTC",
        startsAt: new Date(now.getTime() + 10 * DAY),
        endsAt: new Date(now.getTime() + 10 * DAY + 7_200_000),
        status: "published",
        currency: "EUR",
        ticketTypes: { create: { name: "Seat", kind: "paid", price: 2000, quantity: 10 } },
      },
      select: { id: true, ticketTypes: { select: { id: true } } },
    });
    const overdue = await insertOrder(event, {
      status: "awaiting_payment",
      paymentProvider: "offline",
      createdAt: new Date(now.getTime() - 3 * DAY),
    });
    const recent = await insertOrder(event, {
      status: "awaiting_payment",
      paymentProvider: "offline",
      createdAt: new Date(now.getTime() - DAY),
    });

    await runScheduledNotifications(now);
    await runScheduledNotifications(now);
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["An offline payment is still outstanding"]);
    expect(mails[0].text).toContain(overdue.reference);
    expect(mails[0].text).not.toContain(recent.reference);
    expect(mails[0].text).toContain("more than 2 days");
    expect(await deliveries(owner.id, "unpaid-reminder")).toEqual([expect.objectContaining({ key: overdue.id })]);
    // The admin turned reminders off; staff are never told.
    expect(await mailsTo(admin.email)).toEqual([]);
    expect(await mailsTo(staff.email)).toEqual([]);

    // Two days later the other order is due too: only it is mentioned.
    await runScheduledNotifications(new Date(now.getTime() + 2 * DAY));
    const later = await mailsTo(owner.email);
    expect(later).toHaveLength(2);
    expect(later[1].text).toContain(recent.reference);
    expect(later[1].text).not.toContain(overdue.reference);
  });
});
