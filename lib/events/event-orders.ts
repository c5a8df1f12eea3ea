import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { requireManager, type Account } from "@/lib/events/account";
import type { OrderAnswer } from "@/lib/events/answers";
import { csvResponse, toCsv } from "@/lib/events/csv";
import { eventNotFound, requireAccountEvent } from "@/lib/events/event-access";
import { readOrderCount, readOrderPageJson } from "@/lib/events/orders-sql";
import { jsonTextResponse } from "@/lib/api/json-text";
import { readAccountEvent } from "@/lib/events/sql";
import { notFound } from "@/lib/events/errors";
import { exportLabels } from "@/lib/events/export-labels";
import { cancellableOrderWhere, effectiveOrderStatus } from "@/lib/events/order-rules";
import type { EventOrdersQuery } from "@/lib/events/orders-query";
import type { OrderStatus, updateOrderSchema } from "@/lib/events/schema";
import { containsAnySql } from "@/lib/events/search-text";
import { payableOrderWhere } from "@/lib/orders/availability";
import { completeOrder } from "@/lib/orders/complete";
import { orderDatesJson, orderDatesSelect, orderSummarySelect } from "@/lib/orders/order-fields";
import { sendOrderEmails } from "@/lib/orders/notifications";

// The host's view of an event's orders: a searchable, filterable list (or its CSV), and the two
// things a host does to an order by hand: mark an offline payment as received, or cancel.

type UpdateOrderAction = z.output<typeof updateOrderSchema>["action"];

const orderSelect = {
  ...orderSummarySelect,
  paymentProvider: true,
  paymentDueAt: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  ref: true,
  ...orderDatesSelect,
  promoCode: { select: { code: true } },
  items: { select: { quantity: true } },
} as const satisfies Prisma.OrderSelect;
export type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

/**
 * A row read by Prisma with `orderSelect` as the answer (the CSV export); the list's page is the
 * same answer kept by the database on each order ("OrderListing" in migration
 * 20261129100000_order_listing), field for field: lib/events/order-listing.test.ts holds them together.
 */
export function toOrderAnswer(row: OrderRow, now: Date): OrderAnswer {
  const { items, promoCode, paymentDueAt: _paymentDueAt, ...order } = row;
  return {
    ...order,
    status: effectiveOrderStatus(row, now),
    paymentProvider: order.paymentProvider as OrderAnswer["paymentProvider"],
    tickets: items.reduce((sum, item) => sum + item.quantity, 0),
    promoCode: promoCode?.code ?? null,
    ...orderDatesJson(order),
  };
}

/** The status filter as the host reads statuses: a reservation past its time, or an offline order past its payment deadline, is expired. */
function statusSql(status: OrderStatus, now: Date): Prisma.Sql {
  if (status === "reserved") return Prisma.sql`"status" = 'reserved' AND "reservedUntil" > ${now}`;
  if (status === "awaiting_payment")
    return Prisma.sql`"status" = 'awaiting_payment' AND ("paymentDueAt" IS NULL OR "paymentDueAt" > ${now})`;
  if (status === "expired")
    return Prisma.sql`("status" = 'expired' OR ("status" = 'reserved' AND ("reservedUntil" IS NULL OR "reservedUntil" <= ${now}))
      OR ("status" = 'awaiting_payment' AND "paymentDueAt" <= ${now}))`;
  return Prisma.sql`"status" = ${status}`;
}

function orderWhereSql(
  eventId: string,
  { status, search }: { status?: OrderStatus; search: string },
  now: Date,
): Prisma.Sql {
  return Prisma.sql`WHERE "eventId" = ${eventId}
    ${status ? Prisma.sql`AND ${statusSql(status, now)}` : Prisma.empty}
    ${search ? Prisma.sql`AND ${containsAnySql(['"buyerName"', '"buyerEmail"', '"reference"'], search)}` : Prisma.empty}`;
}

async function loadOrders(ids: string[], now: Date): Promise<OrderAnswer[]> {
  const rows = new Map(
    (await db.order.findMany({ where: { id: { in: ids } }, select: orderSelect })).map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toOrderAnswer(row, now)] : [];
  });
}

/**
 * One page of the event's orders, newest first, filtered by status and searched by buyer name,
 * email or reference: an OrderList, as JSON text. The database keeps each order's answer
 * (readOrderPageJson), which spares building its JSON, five instants and a promo code on every
 * read (issue 17).
 */
export async function listEventOrders(
  account: Account,
  eventId: string,
  query: EventOrdersQuery,
  now = new Date(),
): Promise<Response> {
  // Prepared statements (lib/events/sql.ts, lib/events/orders-sql.ts): the event check, then the
  // page with its count.
  if (!readAccountEvent(account.key, eventId)) throw eventNotFound();
  const where = orderWhereSql(eventId, query, now);
  const { page, pageSize } = query;
  const orders = readOrderPageJson(where, now, pageSize, (page - 1) * pageSize);
  const total = readOrderCount(where);
  return jsonTextResponse(`{"orders":${orders},"total":${total},"page":${page},"pageSize":${pageSize}}`);
}

/** Every matching order as CSV, named "<slug>-orders.csv", headings in the user's language. */
export async function exportEventOrders(
  account: Account,
  eventId: string,
  query: EventOrdersQuery,
  language: string,
  now = new Date(),
): Promise<Response> {
  const event = await requireAccountEvent(account, eventId);
  const ids = await db.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "Order" ${orderWhereSql(eventId, query, now)} ORDER BY "createdAt" DESC, "id" DESC`;
  const orders = await loadOrders(
    ids.map((row) => row.id),
    now,
  );
  const labels = (await exportLabels(language)).orders;
  const header = [
    labels.reference,
    labels.status,
    labels.buyerName,
    labels.buyerEmail,
    labels.tickets,
    labels.subtotal,
    labels.discount,
    labels.total,
    labels.refunded,
    labels.currency,
    labels.paymentProvider,
    labels.promoCode,
    labels.utmSource,
    labels.utmMedium,
    labels.utmCampaign,
    labels.ref,
    labels.createdAt,
    labels.paidAt,
  ];
  // Amounts in major units (the currencies of this product all have two minor digits), as a spreadsheet expects.
  const money = (minor: number) => (minor / 100).toFixed(2);
  const rows = orders.map((order) => [
    order.reference,
    order.status,
    order.buyerName,
    order.buyerEmail,
    order.tickets,
    money(order.subtotal),
    money(order.discount),
    money(order.total),
    money(order.refundedAmount),
    order.currency,
    order.paymentProvider,
    order.promoCode,
    order.utmSource,
    order.utmMedium,
    order.utmCampaign,
    order.ref,
    order.createdAt,
    order.paidAt,
  ]);
  return csvResponse(`${event.slug}-orders.csv`, toCsv(header, rows));
}

/**
 * The host's hand on one order. `mark-paid`: an offline order awaiting payment is paid, completed
 * and gets its tickets (then the buyer and the host are mailed, after the commit, so a mail is
 * never about a change that was rolled back). Past its payment deadline it is refused with 409
 * `payment_overdue` — not a 400: the request is well formed, the order's state forbids it — since
 * its tickets went back on sale at the deadline and may be sold again; the buyer orders anew.
 * `cancel`: an unexpired reservation or an order awaiting payment before its deadline is
 * cancelled, its tickets are free again, and the buyer is told.
 */
export async function updateEventOrder(
  account: Account,
  eventId: string,
  orderId: string,
  action: UpdateOrderAction,
  now = new Date(),
): Promise<{ order: OrderAnswer }> {
  requireManager(account);
  await db.$transaction(async (tx) => {
    await requireAccountEvent(account, eventId, tx);
    const order = await tx.order.findFirst({
      where: { id: orderId, eventId },
      select: { id: true, status: true, paymentProvider: true, reservedUntil: true, paymentDueAt: true },
    });
    if (!order) throw notFound("Order");
    if (action === "mark-paid") {
      if (order.paymentProvider === "offline" && isPaymentOverdue(order, now)) throw paymentOverdue();
      if (order.status !== "awaiting_payment" || order.paymentProvider !== "offline") {
        throw new ApiError(
          409,
          "not_awaiting_payment",
          "Only an order awaiting an offline payment can be marked paid.",
        );
      }
      // The conditional write claims the order first, so two hosts marking it at once complete it once,
      // and neither completes one that the deadline's sweep expired meanwhile.
      const { count } = await tx.order.updateMany({
        where: { id: orderId, ...payableOrderWhere(now) },
        data: { paidAt: now },
      });
      if (count === 0)
        throw new ApiError(
          409,
          "not_awaiting_payment",
          "Only an order awaiting an offline payment can be marked paid.",
        );
      await completeOrder(tx, orderId, { paidAt: now, now });
    } else {
      const { count } = await tx.order.updateMany({
        where: { id: orderId, ...cancellableOrderWhere(now) },
        data: { status: "cancelled", cancelledAt: now },
      });
      if (count === 0)
        throw new ApiError(409, "not_cancellable", "Only a reserved order or one awaiting payment can be cancelled.");
    }
  });
  // Mark paid: the tickets to the buyer and the new-order notice to the host; cancel: a notice to the buyer only (the host did it).
  await sendOrderEmails(orderId, action === "mark-paid" ? {} : { notifyHost: false });
  const [order] = await loadOrders([orderId], now);
  return { order };
}

/** An offline order past its payment deadline: awaiting payment still (no sweep yet) or already expired by it. */
function isPaymentOverdue(order: { status: string; paymentDueAt: Date | null }, now: Date): boolean {
  if (!order.paymentDueAt || order.paymentDueAt > now) return false;
  return order.status === "awaiting_payment" || order.status === "expired";
}

function paymentOverdue(): ApiError {
  return new ApiError(
    409,
    "payment_overdue",
    "The payment deadline of this order has passed: it expired and its tickets went back on sale. The buyer can order again.",
  );
}
