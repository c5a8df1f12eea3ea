import "server-only";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Account } from "@/lib/events/account";
import type { EventDetail, TicketTypeAnswer } from "@/lib/events/answers";
import { eventNotFound } from "@/lib/events/event-access";
import { eventContentSelect, eventWhereWhenSelect, ticketTypeOrder } from "@/lib/events/event-fields";
import { SOLD_STATUSES } from "@/lib/events/order-rules";
import type { EventCategory, EventFormat, EventStatus, EventVisibility, TicketKind } from "@/lib/events/schema";

/** What the host sets up on a ticket type: a duplicated event copies exactly these. */
export const ticketTypeSettingsSelect = {
  name: true,
  description: true,
  kind: true,
  price: true,
  quantity: true,
  salesStartAt: true,
  salesEndAt: true,
  minPerOrder: true,
  maxPerOrder: true,
  hidden: true,
  position: true,
} as const satisfies Prisma.TicketTypeSelect;

export const ticketTypeSelect = {
  id: true,
  eventId: true,
  ...ticketTypeSettingsSelect,
} as const satisfies Prisma.TicketTypeSelect;

/** What the host sets up on an event (the editor's fields but the slug): a duplicated event copies exactly these. */
export const eventSettingsSelect = {
  ...eventContentSelect,
  ...eventWhereWhenSelect,
  onlineUrl: true,
  visibility: true,
  currency: true,
  capacity: true,
  paymentMethod: true,
  offlinePaymentInstructions: true,
  reservationMinutes: true,
  paymentDueDays: true,
} as const satisfies Prisma.EventSelect;

export const eventDetailSelect = {
  id: true,
  slug: true,
  ...eventSettingsSelect,
  status: true,
  publishedAt: true,
  cancelledAt: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
  ticketTypes: { select: ticketTypeSelect, orderBy: ticketTypeOrder },
} as const satisfies Prisma.EventSelect;

type TicketTypeRow = Prisma.TicketTypeGetPayload<{ select: typeof ticketTypeSelect }>;
type EventDetailRow = Prisma.EventGetPayload<{ select: typeof eventDetailSelect }>;

export type TicketTypeCounts = { sold: number; held: number; orderItems: number };
const NO_COUNTS: TicketTypeCounts = { sold: 0, held: 0, orderItems: 0 };

const statusList = (statuses: readonly string[]) => Prisma.join(statuses.map((status) => Prisma.sql`${status}`));

/**
 * Sold and held tickets and the number of order lines of each ticket type of these events, in one
 * grouped query; held is the stock rule of lib/orders/availability.ts (HELD_ORDER_SQL).
 */
export async function loadTicketTypeCounts(
  client: Tx,
  eventIds: string[],
  now: Date,
): Promise<Map<string, TicketTypeCounts>> {
  if (eventIds.length === 0) return new Map();
  const rows = await client.$queryRaw<
    { ticketTypeId: string; sold: bigint | number | null; held: bigint | number | null; orderItems: bigint | number }[]
  >`
    SELECT oi."ticketTypeId" AS "ticketTypeId",
      SUM(CASE WHEN o."status" IN (${statusList(SOLD_STATUSES)}) THEN oi."quantity" ELSE 0 END) AS "sold",
      SUM(CASE WHEN o."status" IN (${statusList(SOLD_STATUSES)})
        OR (o."status" = 'awaiting_payment' AND (o."paymentDueAt" IS NULL OR o."paymentDueAt" > ${now}))
        OR (o."status" = 'reserved' AND o."reservedUntil" > ${now}) THEN oi."quantity" ELSE 0 END) AS "held",
      COUNT(*) AS "orderItems"
    FROM "OrderItem" oi JOIN "Order" o ON o."id" = oi."orderId"
    WHERE o."eventId" IN (${Prisma.join(eventIds)})
    GROUP BY oi."ticketTypeId"`;
  return new Map(
    rows.map((row) => [
      row.ticketTypeId,
      { sold: Number(row.sold ?? 0), held: Number(row.held ?? 0), orderItems: Number(row.orderItems) },
    ]),
  );
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toTicketTypeAnswer(row: TicketTypeRow, counts: TicketTypeCounts = NO_COUNTS): TicketTypeAnswer {
  return {
    ...row,
    kind: row.kind as TicketKind,
    salesStartAt: iso(row.salesStartAt),
    salesEndAt: iso(row.salesEndAt),
    sold: counts.sold,
    held: counts.held,
    hasOrders: counts.orderItems > 0,
  };
}

export function eventPublicPath(slug: string): string {
  return `/p/event/${slug}`;
}

function toEventDetail(
  row: EventDetailRow,
  counts: Map<string, TicketTypeCounts>,
  hasOrders: boolean,
  now: Date,
): EventDetail {
  const { ticketTypes, ...event } = row;
  return {
    ...event,
    category: event.category as EventCategory,
    format: event.format as EventFormat,
    status: event.status as EventStatus,
    visibility: event.visibility as EventVisibility,
    paymentMethod: event.paymentMethod as EventDetail["paymentMethod"],
    ended: event.status === "published" && event.endsAt < now,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    publishedAt: iso(event.publishedAt),
    cancelledAt: iso(event.cancelledAt),
    archivedAt: iso(event.archivedAt),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    publicPath: eventPublicPath(event.slug),
    hasOrders,
    ticketTypes: ticketTypes.map((ticketType) => toTicketTypeAnswer(ticketType, counts.get(ticketType.id))),
  };
}

/** One event of the account with its ticket types (by position); 404 for another account's or an unknown id. */
export async function getEventDetail(
  account: Account,
  eventId: string,
  { client = db, now = new Date() }: { client?: Tx; now?: Date } = {},
): Promise<EventDetail> {
  const row = await client.event.findFirst({
    where: { id: eventId, accountKey: account.key },
    select: eventDetailSelect,
  });
  if (!row) throw eventNotFound();
  const [counts, anyOrder] = await Promise.all([
    loadTicketTypeCounts(client, [row.id], now),
    client.order.findFirst({ where: { eventId: row.id }, select: { id: true } }),
  ]);
  return toEventDetail(row, counts, anyOrder !== null, now);
}
