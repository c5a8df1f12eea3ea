import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as getOrder } from "@/app/api/public/orders/[id]/route";
import { POST as checkoutRoute } from "@/app/api/public/orders/[id]/checkout/route";
import { POST as placeOrderRoute } from "@/app/api/public/events/[slug]/orders/route";
import * as eventsRoute from "@/app/api/events/route";
import * as eventRoute from "@/app/api/events/[id]/route";
import { resolveAccount } from "@/lib/events/account";
import { cancelEvent } from "@/lib/events/event-lifecycle";
import { listPayments } from "@/lib/payments/list-payments";
import { listPaymentsQuerySchema } from "@/lib/payments/schema";
import { getPublicEventView, heldTickets } from "@/lib/orders/availability";
import { expireOverduePayments } from "@/lib/orders/expire-payments";
import { formatDeadline } from "@/lib/orders/mail/format";
import { placeOrder } from "@/lib/orders/reserve";
import { runScheduledNotifications } from "@/lib/users/run-notifications";
import { signedInUser } from "@/tests/helpers/auth";
import { listOrders, updateOrder } from "@/tests/helpers/event-orders";
import { createEvent, eventBody, seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// Issue #14, "an offline order awaiting_payment holds its tickets forever": the event has a payment
// deadline for offline orders (default 3 days, at most until the event starts, shown to the buyer);
// past it the order expires, its tickets go back on sale, and the buyer is told by mail, once.

const DAY = 24 * 60 * 60 * 1000;
const ZONE = "Europe/Bucharest";

/** A fresh host's published offline event (one paid ticket type) and a buyer's order for it, checked out to pay offline. */
async function offlineOrder({
  quantity = 2,
  ticketQuantity = 2,
  paymentDueDays,
  startsInDays = 30,
  locale = "en",
}: {
  quantity?: number;
  ticketQuantity?: number;
  paymentDueDays?: number;
  startsInDays?: number;
  locale?: "en" | "tr" | "ro";
} = {}) {
  const host = await signedInUser();
  const event = await seedPublishedEvent(host.user.id, {
    ticketTypes: [{ name: "General", kind: "paid", price: 2500, quantity: ticketQuantity }],
    startsAt: new Date(Date.now() + startsInDays * DAY),
  });
  if (paymentDueDays !== undefined) await db.event.update({ where: { id: event.id }, data: { paymentDueDays } });
  const buyerEmail = `buyer-${randomUUID()}@example.org`;
  const placed = placeOrder(
    event.slug,
    {
      items: [{ ticketTypeId: event.ticketTypes[0].id, quantity }],
      buyer: { name: "Bianca Buyer", email: buyerEmail },
    },
    { locale },
  );
  const before = Date.now();
  const checkout = await callRoute(checkoutRoute, {
    method: "POST",
    url: `/api/public/orders/${placed.order.id}/checkout`,
    json: { token: placed.accessToken },
    params: { id: placed.order.id },
    headers: { "accept-language": locale },
  });
  const after = Date.now();
  expect(checkout.status).toBe(200);
  const stored = await db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
  return {
    host,
    event,
    buyerEmail,
    orderId: placed.order.id,
    token: placed.accessToken,
    reference: placed.order.reference,
    checkout: checkout.data,
    checkedOutBetween: [before, after] as const,
    dueAt: stored.paymentDueAt!,
  };
}

const mailsTo = (to: string) => db.outboxMail.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
const viewOrder = (orderId: string, token: string) =>
  callRoute(getOrder, {
    url: `/api/public/orders/${orderId}?token=${encodeURIComponent(token)}`,
    params: { id: orderId },
  });
/** Time has passed: the order's deadline now lies in the past (for the handlers that read the clock). */
const moveDeadlineToThePast = (orderId: string) =>
  db.order.update({ where: { id: orderId }, data: { paymentDueAt: new Date(Date.now() - 1000) } });

describe("placing an offline order sets its payment deadline", () => {
  it("answers a second confirmation the same, with the same deadline and no second mail", async () => {
    const { orderId, token, buyerEmail, dueAt, checkout } = await offlineOrder();
    const again = await callRoute(checkoutRoute, {
      method: "POST",
      url: `/api/public/orders/${orderId}/checkout`,
      json: { token },
      params: { id: orderId },
    });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(checkout);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentDueAt).toEqual(dueAt);
    expect(await mailsTo(buyerEmail)).toHaveLength(1);
  });

  it("is due the event's paymentDueDays (default 3) after the buyer chose to pay offline, and says so", async () => {
    const { dueAt, checkout, checkedOutBetween, orderId } = await offlineOrder();
    expect(dueAt.getTime()).toBeGreaterThanOrEqual(checkedOutBetween[0] + 3 * DAY);
    expect(dueAt.getTime()).toBeLessThanOrEqual(checkedOutBetween[1] + 3 * DAY);
    expect(checkout).toMatchObject({ order: { id: orderId, status: "awaiting_payment" } });
    expect(checkout.paymentDueAt).toBe(dueAt.toISOString());

    const week = await offlineOrder({ paymentDueDays: 7 });
    expect(week.dueAt.getTime()).toBeGreaterThanOrEqual(week.checkedOutBetween[0] + 7 * DAY);
    expect(week.dueAt.getTime()).toBeLessThanOrEqual(week.checkedOutBetween[1] + 7 * DAY);
  });

  it("is capped at the event's start when the event starts before the days are over", async () => {
    const { dueAt, event } = await offlineOrder({ startsInDays: 1, paymentDueDays: 3 });
    const { startsAt } = await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { startsAt: true } });
    expect(dueAt).toEqual(startsAt);
  });
});

describe("availability: an offline order awaiting payment holds its tickets until its deadline, not forever", () => {
  it("holds them just before the deadline and puts them back on sale at it", async () => {
    const { event, dueAt } = await offlineOrder({ quantity: 2, ticketQuantity: 2 });
    const justBefore = new Date(dueAt.getTime() - 1);
    expect(heldTickets(event.id, justBefore).total).toBe(2);
    expect((await getPublicEventView(event.slug, { now: justBefore }))!.event.soldOut).toBe(true);

    expect(heldTickets(event.id, dueAt).total).toBe(0);
    const atDeadline = await getPublicEventView(event.slug, { now: dueAt });
    expect(atDeadline!.ticketTypes[0].available).toBe(2);
    // Another buyer can take them, even before any sweep has marked the first order expired.
    const second = placeOrder(
      event.slug,
      {
        items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 2 }],
        buyer: { name: "Second Buyer", email: `second-${randomUUID()}@example.org` },
      },
      { now: dueAt },
    );
    expect(second.order.status).toBe("reserved");
  });

  it("keeps holding for an older order without a deadline", async () => {
    const { event, orderId } = await offlineOrder({ quantity: 2, ticketQuantity: 2 });
    await db.order.update({ where: { id: orderId }, data: { paymentDueAt: null } });
    expect(heldTickets(event.id, new Date(Date.now() + 365 * DAY)).total).toBe(2);
    expect(await expireOverduePayments(new Date(Date.now() + 365 * DAY), { eventSlug: event.slug })).toBe(0);
  });
});

describe("the expiry of overdue offline orders", () => {
  it("claims each order once when two sweeps run at once: one expiry, one mail", async () => {
    const { event, orderId, buyerEmail, dueAt } = await offlineOrder();
    expect(await expireOverduePayments(new Date(dueAt.getTime() - 1), { eventSlug: event.slug })).toBe(0);
    const counts = await Promise.all([
      expireOverduePayments(dueAt, { eventSlug: event.slug }),
      expireOverduePayments(dueAt, { eventSlug: event.slug }),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
    const mails = await mailsTo(buyerEmail);
    // The instructions at checkout, then the one notice of the expiry.
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain("expired");
    expect(await expireOverduePayments(new Date(dueAt.getTime() + DAY), { eventSlug: event.slug })).toBe(0);
    expect(await mailsTo(buyerEmail)).toHaveLength(2);
  });

  it("expires only what it is narrowed to: an order, or the orders of one event", async () => {
    const first = await offlineOrder();
    const second = await offlineOrder();
    const later = new Date(Math.max(first.dueAt.getTime(), second.dueAt.getTime()));
    const status = async (orderId: string) => (await db.order.findUniqueOrThrow({ where: { id: orderId } })).status;
    // Both are overdue; a sweep for the first order leaves the second awaiting payment.
    expect(await expireOverduePayments(later, { orderId: first.orderId })).toBe(1);
    expect([await status(first.orderId), await status(second.orderId)]).toEqual(["expired", "awaiting_payment"]);
    // A sweep for the first event finds nothing more; one for the second event takes its order.
    expect(await expireOverduePayments(later, { eventSlug: first.event.slug })).toBe(0);
    expect(await status(second.orderId)).toBe("awaiting_payment");
    expect(await expireOverduePayments(later, { eventSlug: second.event.slug })).toBe(1);
    expect(await status(second.orderId)).toBe("expired");
  });

  it("mails the buyer in the language of their order, with the deadline in the event's time zone", async () => {
    const { event, buyerEmail, dueAt, reference } = await offlineOrder({ locale: "tr" });
    await expireOverduePayments(dueAt, { eventSlug: event.slug });
    const [instructions, expired] = await mailsTo(buyerEmail);
    expect(instructions.text).toContain(`Lütfen en geç ${formatDeadline(dueAt, ZONE, "tr")} tarihine kadar ödeyin.`);
    expect(expired.subject).toBe(`Event ${event.slug} için ${reference} siparişinin süresi ödenmeden doldu`);
    expect(expired.text).toContain(`en geç ${formatDeadline(dueAt, ZONE, "tr")} tarihine kadar`);
    expect(expired.text).toContain("Hâlâ katılmak istiyorsanız");
    expect(expired.html).toContain(`/p/event/${event.slug}`);
    expect(formatDeadline(dueAt, ZONE, "tr")).toContain("(Europe/Bucharest)");
  });

  it("runs from `npm run notify` (runScheduledNotifications)", async () => {
    const { orderId, buyerEmail, dueAt } = await offlineOrder();
    const run = await runScheduledNotifications(new Date(dueAt.getTime() + 1));
    expect(run.expiredPayments).toBeGreaterThanOrEqual(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
    expect(await mailsTo(buyerEmail)).toHaveLength(2);
  });

  it("runs where the reservation sweep runs: placing an order on the event expires its overdue ones", async () => {
    const { event, orderId, buyerEmail } = await offlineOrder({ ticketQuantity: 10 });
    await moveDeadlineToThePast(orderId);
    const placed = await callRoute(placeOrderRoute, {
      method: "POST",
      url: `/api/public/events/${event.slug}/orders`,
      json: {
        items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }],
        buyer: { name: "Next Buyer", email: `next-${randomUUID()}@example.org` },
      },
      params: { slug: event.slug },
    });
    expect(placed.status).toBe(201);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
    expect(await mailsTo(buyerEmail)).toHaveLength(2);
  });
});

describe("the buyer's order page shows the deadline", () => {
  it("says when to pay while awaiting payment, then expired past it (marked and mailed once)", async () => {
    const { orderId, token, dueAt, buyerEmail } = await offlineOrder();
    const awaiting = await viewOrder(orderId, token);
    expect(awaiting.data.order).toMatchObject({ status: "awaiting_payment", paymentDueAt: dueAt.toISOString() });
    expect(awaiting.data.payment).toMatchObject({ method: "offline", dueAt: dueAt.toISOString() });
    const [instructions] = await mailsTo(buyerEmail);
    expect(instructions.text).toContain(`Please pay by ${formatDeadline(dueAt, ZONE, "en")}.`);

    await moveDeadlineToThePast(orderId);
    const expired = await viewOrder(orderId, token);
    expect(expired.data.order.status).toBe("expired");
    expect(expired.data.payment).toBeNull();
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
    await viewOrder(orderId, token);
    expect(await mailsTo(buyerEmail)).toHaveLength(2);
  });

  it("answers a second checkout click past the deadline as expired", async () => {
    const { orderId, token, buyerEmail } = await offlineOrder();
    await moveDeadlineToThePast(orderId);
    const again = await callRoute(checkoutRoute, {
      method: "POST",
      url: `/api/public/orders/${orderId}/checkout`,
      json: { token },
      params: { id: orderId },
    });
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe("reservation_expired");
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
    expect(await mailsTo(buyerEmail)).toHaveLength(2);
  });
});

describe("the host's side of the deadline", () => {
  it("refuses mark-paid past the deadline with 409 payment_overdue, swept or not, and changes nothing", async () => {
    const { host, event, orderId } = await offlineOrder();
    await moveDeadlineToThePast(orderId);
    const unswept = await updateOrder(host.headers, event.id, orderId, { action: "mark-paid" });
    expect(unswept.status).toBe(409);
    expect(unswept.data.error.code).toBe("payment_overdue");
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "awaiting_payment",
      paidAt: null,
    });

    await expireOverduePayments(new Date(), { eventSlug: event.slug });
    const swept = await updateOrder(host.headers, event.id, orderId, { action: "mark-paid" });
    expect(swept.status).toBe(409);
    expect(swept.data.error.code).toBe("payment_overdue");
    expect(await db.attendee.count({ where: { orderId } })).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
  });

  it("still marks an order paid before its deadline", async () => {
    const { host, event, orderId } = await offlineOrder();
    const paid = await updateOrder(host.headers, event.id, orderId, { action: "mark-paid" });
    expect(paid.status).toBe(200);
    expect(paid.data.order.status).toBe("completed");
  });

  it("lists an overdue order as expired before any sweep", async () => {
    const { host, event, orderId } = await offlineOrder();
    await moveDeadlineToThePast(orderId);
    const expired = await listOrders(host.headers, event.id, "?status=expired");
    expect(expired.orders.map((order) => [order.id, order.status])).toEqual([[orderId, "expired"]]);
    expect((await listOrders(host.headers, event.id, "?status=awaiting_payment")).orders).toEqual([]);
  });
});

describe("the payments list", () => {
  it("no longer lists an overdue offline order as awaiting payment (it sweeps before it filters)", async () => {
    const { host, event, orderId, dueAt } = await offlineOrder();
    const overdue = new Date(Math.min(dueAt.getTime(), Date.now() - 1000));
    await db.order.update({ where: { id: orderId }, data: { paymentDueAt: overdue } });
    const account = await resolveAccount({ ...host.user, activeVendorId: null });
    const listed = async (query: Record<string, string>) =>
      (await listPayments(account, listPaymentsQuerySchema.parse({ eventId: event.id, ...query }))).payments.map(
        (row) => row.orderId,
      );
    expect(await listed({ status: "awaiting_payment" })).toEqual([]);
    // An expired order involved no money: it is not a payment at all.
    expect(await listed({})).toEqual([]);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
  });
});

describe("cancelling an event with an overdue offline order", () => {
  it("expires the overdue order quietly: no 'tickets may still be available' mail for a cancelled event", async () => {
    const { host, event, orderId, buyerEmail, dueAt } = await offlineOrder();
    const later = new Date(dueAt.getTime() + 1000);
    const mailsBefore = (await mailsTo(buyerEmail)).length;
    await cancelEvent(await resolveAccount({ ...host.user, activeVendorId: null }), event.id, later);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
    expect(await expireOverduePayments(new Date(later.getTime() + 1000), { orderId })).toBe(0);
    expect(await mailsTo(buyerEmail)).toHaveLength(mailsBefore);
  });
});

describe("the event editor's payment deadline (days)", () => {
  it("defaults to 3 and keeps a whole number of days from 1 to 60", async () => {
    const { headers } = await signedInUser();
    expect((await createEvent(headers)).paymentDueDays).toBe(3);
    const event = await createEvent(headers, { paymentDueDays: 14 });
    expect(event.paymentDueDays).toBe(14);
    for (const paymentDueDays of [1, 60]) {
      const { status, data } = await callRoute(eventRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id: event.id },
        json: { paymentDueDays },
      });
      expect(status).toBe(200);
      expect(data.event.paymentDueDays).toBe(paymentDueDays);
    }
  });

  it.each([0, -1, 2.5, 61, "3", null])(
    "refuses %p with 400 on the field and writes nothing",
    async (paymentDueDays) => {
      const { headers } = await signedInUser();
      const event = await createEvent(headers, { paymentDueDays: 5 });
      const before = await db.event.count();
      const refusedCreate = await callRoute(eventsRoute.POST, {
        method: "POST",
        headers,
        json: eventBody({ paymentDueDays }),
      });
      expect(refusedCreate.status).toBe(400);
      expect(refusedCreate.data.error.issues).toEqual([expect.objectContaining({ path: ["paymentDueDays"] })]);
      expect(await db.event.count()).toBe(before);
      const refusedUpdate = await callRoute(eventRoute.PATCH, {
        method: "PATCH",
        headers,
        params: { id: event.id },
        json: { paymentDueDays },
      });
      expect(refusedUpdate.status).toBe(400);
      expect(refusedUpdate.data.error.code).toBe("invalid_request");
      expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).paymentDueDays).toBe(5);
    },
  );
});
