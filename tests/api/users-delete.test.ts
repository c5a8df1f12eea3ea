import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { personalAccountKey } from "@/lib/events/account-key";
import { DELETE as deleteMe } from "@/app/api/users/me/route";
import { GET as publicOrder } from "@/app/api/public/orders/[id]/route";
import { seedUser, seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { meStatus, sessionCookieHeader } from "@/tests/helpers/account";
import { inDays, insertEvent, insertOrder } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// A browser's writes with the session cookie come from the site itself (lib/http/same-site.ts).
const SITE = "http://localhost:3999";

type Headers = Record<string, string>;
const remove = (headers: Headers, json: unknown) => callRoute(deleteMe, { method: "DELETE", headers, json });

/** A personal event of `userId` with one ticket type, starting `days` from now (negative: past). */
async function eventWithTickets(userId: string, days: number, fields: Record<string, unknown> = {}) {
  const event = await insertEvent({ userId }, { startsAt: inDays(days), title: `Event ${days}`, ...fields });
  const ticketType = await db.ticketType.create({
    data: { eventId: event.id, name: "General", kind: "paid", price: 1000, quantity: 50 },
  });
  return { ...event, ticketTypeId: ticketType.id };
}

const vendorSlug = () => `vendor-${randomUUID().slice(0, 8)}`;

describe("DELETE /api/users/me: refused", () => {
  it("answers 400 for a wrong or missing password, and 401 without a credential, changing nothing", async () => {
    const { user, headers } = await signedInUser();
    const wrong = await remove(headers, { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatchObject({ code: "wrong_password", issues: [{ path: ["password"] }] });
    const missing = await remove(headers, {});
    expect(missing.status).toBe(400);
    expect(missing.data.error.issues[0]).toMatchObject({ path: ["password"], message: "This field is required." });
    expect((await remove({}, { password: user.password })).status).toBe(401);
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect(await meStatus(headers)).toBe(200);
  });

  it("while upcoming events of the personal account have sold tickets (409 naming them)", async () => {
    const { user, headers } = await signedInUser();
    const sold = await eventWithTickets(user.id, 5, { title: "Sold gala" });
    await insertOrder(sold.id, sold.ticketTypeId, { quantity: 3 });
    const awaiting = await eventWithTickets(user.id, 9, { title: "Awaiting payment" });
    await insertOrder(awaiting.id, awaiting.ticketTypeId, { status: "awaiting_payment", quantity: 2 });
    // Not blockers: cancelled orders, a reservation, a past event's sales, a draft.
    const cancelled = await eventWithTickets(user.id, 6);
    await insertOrder(cancelled.id, cancelled.ticketTypeId, { status: "cancelled" });
    await insertOrder(cancelled.id, cancelled.ticketTypeId, {
      status: "reserved",
      reservedUntil: new Date(Date.now() + 600_000),
    });
    const past = await eventWithTickets(user.id, -10);
    await insertOrder(past.id, past.ticketTypeId);
    const draft = await insertEvent({ userId: user.id }, { status: "draft" });

    const { status, data } = await remove(headers, { password: user.password });
    expect(status).toBe(409);
    expect(data.error).toMatchObject({ code: "account_in_use", message: expect.stringContaining("upcoming events") });
    expect(data.error.details).toEqual({
      events: [
        expect.objectContaining({ id: sold.id, title: "Sold gala", slug: sold.slug, soldTickets: 3 }),
        expect.objectContaining({ id: awaiting.id, title: "Awaiting payment", soldTickets: 2 }),
      ],
      vendors: [],
    });
    expect(data.error.issues.map((issue: { code: string }) => issue.code)).toEqual([
      "upcoming_event_with_sales",
      "upcoming_event_with_sales",
    ]);
    // Nothing changed.
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect(
      await db.event.count({ where: { id: { in: [sold.id, awaiting.id, cancelled.id, past.id, draft.id] } } }),
    ).toBe(5);
    expect((await db.event.findUniqueOrThrow({ where: { id: past.id } })).status).toBe("published");
    expect(await meStatus(headers)).toBe(200);
  });

  it("while the user is the only owner of a vendor (409 naming it); a co-owned vendor does not block", async () => {
    const { user, headers } = await signedInUser();
    const alone = await seedVendor(db, { name: "Solo Stage", slug: vendorSlug(), ownerId: user.id });
    const shared = await seedVendor(db, { name: "Shared Hall", slug: vendorSlug(), ownerId: user.id });
    const partner = await seedUser(db);
    await db.vendorMember.create({ data: { vendorId: shared.id, userId: partner.id, role: "owner" } });

    const { status, data } = await remove(headers, { password: user.password });
    expect(status).toBe(409);
    expect(data.error.code).toBe("account_in_use");
    expect(data.error.message).toContain("only owner of a vendor");
    expect(data.error.details).toEqual({
      events: [],
      vendors: [{ id: alone.id, name: "Solo Stage", slug: alone.slug }],
    });
    expect(data.error.issues).toEqual([expect.objectContaining({ path: ["vendors", alone.id], code: "only_owner" })]);
    expect(await db.vendorMember.count({ where: { userId: user.id } })).toBe(2);

    // Once someone else owns it too, nothing blocks.
    await db.vendorMember.create({ data: { vendorId: alone.id, userId: partner.id, role: "owner" } });
    expect((await remove(headers, { password: user.password })).status).toBe(204);
    expect(await db.vendor.count({ where: { id: { in: [alone.id, shared.id] } } })).toBe(2);
    expect(await db.vendorMember.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("DELETE /api/users/me: done", () => {
  it("removes the user, their drafts and unsold events; events with orders stay archived and their orders still open", async () => {
    const { user, headers } = await signedInUser();
    const browser = { cookie: await sessionCookieHeader(user.id), origin: SITE };
    const draft = await insertEvent({ userId: user.id }, { status: "draft" });
    const unsold = await eventWithTickets(user.id, 12);
    const past = await eventWithTickets(user.id, -30, { title: "Last year's concert" });
    const pastOrder = await insertOrder(past.id, past.ticketTypeId, { quantity: 2 });
    const lapsed = await eventWithTickets(user.id, 14);
    await insertOrder(lapsed.id, lapsed.ticketTypeId, { status: "expired" });
    const cancelled = await eventWithTickets(user.id, 20, { status: "cancelled", cancelledAt: new Date() });
    await insertOrder(cancelled.id, cancelled.ticketTypeId, { status: "refunded", refundedAmount: 1000 });
    // Their copy of the shell's and demo apps' data, and a vendor they help run.
    await db.shellNotice.create({ data: { userId: user.id, kind: "notification", title: "Hello" } });
    const owner = await seedUser(db);
    const vendor = await seedVendor(db, { name: "Helpers", slug: vendorSlug(), ownerId: owner.id });
    await db.vendorMember.create({ data: { vendorId: vendor.id, userId: user.id, role: "admin" } });

    const answer = await callRoute(deleteMe, {
      method: "DELETE",
      headers: browser,
      json: { password: user.password },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/next-auth\.session-token=;.*(Max-Age=0|Expires=)/i);

    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await meStatus(headers)).toBe(401);
    expect(await meStatus(browser)).toBe(401);
    expect(await db.shellNotice.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.vendor.findUnique({ where: { id: vendor.id } })).not.toBeNull();

    expect(await db.event.count({ where: { id: { in: [draft.id, unsold.id] } } })).toBe(0);
    const kept = await db.event.findMany({
      where: { accountKey: personalAccountKey(user.id) },
      orderBy: { startsAt: "asc" },
      select: { id: true, status: true, userId: true, archivedAt: true },
    });
    expect(kept).toEqual([
      { id: past.id, status: "archived", userId: null, archivedAt: expect.any(Date) },
      { id: lapsed.id, status: "archived", userId: null, archivedAt: expect.any(Date) },
      { id: cancelled.id, status: "cancelled", userId: null, archivedAt: null },
    ]);

    // The buyer's confirmation page still opens, tickets included.
    const { accessToken } = await db.order.findUniqueOrThrow({ where: { id: pastOrder.id } });
    const page = await callRoute(publicOrder, {
      url: `/?token=${encodeURIComponent(accessToken)}`,
      params: { id: pastOrder.id },
    });
    expect(page.status).toBe(200);
    expect(page.data.order).toMatchObject({ id: pastOrder.id, status: "completed", ticketCount: 2 });
    expect(page.data.event).toMatchObject({ title: "Last year's concert", status: "archived" });
    expect(page.data.tickets).toHaveLength(2);
  });
});
