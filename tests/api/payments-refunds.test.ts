import { db } from "@/lib/db";
import * as refundsRoute from "@/app/api/orders/[orderId]/refunds/route";
import * as checkInRoute from "@/app/api/events/[id]/check-in/route";
import { heldTickets } from "@/lib/orders/availability";
import { signedInUser } from "@/tests/helpers/auth";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";
import { insertPaidOrder, paidEvent, vendorWithPaidOrder } from "@/tests/helpers/payments";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;

function refund(headers: Headers, orderId: string, json: unknown = {}) {
  return callRoute(refundsRoute.POST, {
    method: "POST",
    url: `/api/orders/${orderId}/refunds`,
    json,
    headers,
    params: { orderId },
  });
}

const orderRow = (id: string) =>
  db.order.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      refundedAmount: true,
      total: true,
      items: { select: { quantity: true, releasedQuantity: true } },
    },
  });
const voidedCount = (orderId: string) => db.attendee.count({ where: { orderId, voidedAt: { not: null } } });

afterAll(() => setVendorsFlag(false));

describe("POST /api/orders/{orderId}/refunds", () => {
  it("refunds the whole remainder of an offline order: every ticket voided, the buyer mailed", async () => {
    const { user, headers } = await signedInUser();
    const event = await paidEvent(user.id);
    const order = await insertPaidOrder(event, { standard: 2, vip: 1 });
    expect(heldTickets(event.id).total).toBe(3);

    const { status, data } = await refund(headers, order.id, { reason: "Could not come" });
    expect(status).toBe(201);
    expect(data.order).toEqual({ id: order.id, status: "refunded", total: 9000, refundedAmount: 9000 });
    expect(data.refund).toMatchObject({ amount: 9000, provider: "offline" });
    expect(await voidedCount(order.id)).toBe(3);
    expect(
      await db.refund.findMany({
        where: { orderId: order.id },
        select: { amount: true, reason: true, createdById: true },
      }),
    ).toEqual([{ amount: 9000, reason: "Could not come", createdById: user.id }]);
    // A fully refunded order holds no tickets: they are on sale again.
    expect(heldTickets(event.id).total).toBe(0);
    const [mail] = await db.outboxMail.findMany({ where: { to: order.buyerEmail } });
    expect(mail.subject).toBe(`€90.00 refunded for Event ${event.slug}`);
    expect(mail.text).toContain("the whole amount you paid");
    expect(mail.text).toContain("Could not come");
  });

  it("refunds one of two tickets: its price back, that ticket voided and back on sale when asked", async () => {
    const { headers, user } = await signedInUser();
    const event = await paidEvent(user.id);
    const order = await insertPaidOrder(event, { standard: 2 });
    const [kept, refunded] = order.attendees;

    const { status, data } = await refund(headers, order.id, { attendeeIds: [refunded.id], releaseTickets: true });
    expect(status).toBe(201);
    expect(data.order).toMatchObject({ status: "partially_refunded", refundedAmount: 2500 });
    expect(data.refund.amount).toBe(2500);
    expect(await orderRow(order.id)).toMatchObject({ items: [{ quantity: 1, releasedQuantity: 1 }] });
    expect(heldTickets(event.id).total).toBe(1);

    const checkIn = (code: string) =>
      callRoute(checkInRoute.POST, { method: "POST", url: "/", json: { code }, headers, params: { id: event.id } });
    const voided = await checkIn(refunded.code);
    expect(voided.status).toBe(409);
    expect(voided.data.error.code).toBe("ticket_not_valid");
    expect((await checkIn(kept.code)).data.status).toBe("checked_in");
    const [mail] = await db.outboxMail.findMany({ where: { to: order.buyerEmail } });
    expect(mail.text).toContain("One ticket of this order is no longer valid.");
  });

  it("keeps refunded tickets off sale unless the host puts them back", async () => {
    const { headers, user } = await signedInUser();
    const event = await paidEvent(user.id);
    const order = await insertPaidOrder(event, { standard: 2 });
    const { data } = await refund(headers, order.id, { attendeeIds: [order.attendees[0].id] });
    expect(data.order.status).toBe("partially_refunded");
    expect(await orderRow(order.id)).toMatchObject({ items: [{ quantity: 2, releasedQuantity: 0 }] });
    expect(heldTickets(event.id).total).toBe(2);
  });

  it("gives back a ticket's price less its share of the promo code, and an amount without voiding tickets", async () => {
    const { headers, user } = await signedInUser();
    const event = await paidEvent(user.id);
    const order = await insertPaidOrder(event, { standard: 2, discount: 1000 }); // 50.00 − 10.00
    const byTicket = await refund(headers, order.id, { attendeeIds: [order.attendees[0].id] });
    expect(byTicket.data.refund.amount).toBe(2000);

    const byAmount = await refund(headers, order.id, { amount: 500 });
    expect(byAmount.status).toBe(201);
    expect(byAmount.data.order).toMatchObject({ status: "partially_refunded", refundedAmount: 2500 });
    expect(await voidedCount(order.id)).toBe(1);

    // The rest of the money back: the order is refunded and its last ticket voided too.
    const rest = await refund(headers, order.id, { amount: 1500 });
    expect(rest.data.order).toMatchObject({ status: "refunded", refundedAmount: 4000 });
    expect(await voidedCount(order.id)).toBe(2);
  });

  it("refuses more than is left, tickets of another order and voided tickets with 400, changing nothing", async () => {
    const { headers, user } = await signedInUser();
    const event = await paidEvent(user.id);
    const order = await insertPaidOrder(event, { standard: 2 });
    const other = await insertPaidOrder(event, { standard: 1 });

    const tooMuch = await refund(headers, order.id, { amount: 5001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data.error.issues[0].path).toEqual(["amount"]);
    const foreign = await refund(headers, order.id, { attendeeIds: [other.attendees[0].id] });
    expect(foreign.status).toBe(400);
    expect(foreign.data.error.issues[0].path).toEqual(["attendeeIds"]);
    for (const body of [
      { amount: 0 },
      { amount: 12.5 },
      { amount: "10" },
      { attendeeIds: [] },
      { releaseTickets: "yes" },
      { extra: 1 },
    ]) {
      expect((await refund(headers, order.id, body)).status).toBe(400);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: "completed", refundedAmount: 0 });
    expect(await db.refund.count({ where: { orderId: { in: [order.id, other.id] } } })).toBe(0);

    await refund(headers, order.id, { attendeeIds: [order.attendees[0].id] });
    const twice = await refund(headers, order.id, { attendeeIds: [order.attendees[0].id] });
    expect(twice.status).toBe(400);
    expect((await orderRow(order.id)).refundedAmount).toBe(2500);
  });

  it("answers 409 not_refundable for an order that was never paid", async () => {
    const { headers, user } = await signedInUser();
    const event = await paidEvent(user.id);
    for (const options of [{ status: "awaiting_payment" }, { status: "cancelled" }, { provider: "free" as const }]) {
      const order = await insertPaidOrder(event, options);
      const { status, data } = await refund(headers, order.id);
      expect(status).toBe(409);
      expect(data.error.code).toBe("not_refundable");
    }
  });

  it("treats another account's order as missing, refuses staff with 403 and visitors with 401", async () => {
    const { owner, staff, order } = await vendorWithPaidOrder();
    const stranger = await signedInUser();
    expect((await refund(stranger.headers, order.id)).status).toBe(404);
    expect((await refund(owner.headers, "no-such-order")).status).toBe(404);
    const forbidden = await refund(staff.headers, order.id);
    expect(forbidden.status).toBe(403);
    expect((await refund({}, order.id)).status).toBe(401);
    expect((await orderRow(order.id)).refundedAmount).toBe(0);
    // The owner acting as the vendor may.
    expect((await refund(owner.headers, order.id)).status).toBe(201);
  });

  it("never refunds more than what is left when two refunds of the whole remainder race", async () => {
    const { headers, user } = await signedInUser();
    const event = await paidEvent(user.id);
    const order = await insertPaidOrder(event, { standard: 3 });
    const answers = await Promise.all([refund(headers, order.id), refund(headers, order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmount: 7500 });
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await voidedCount(order.id)).toBe(3);
  });
});
