import "server-only";
import { db } from "@/lib/db";
import { toEventHost, type EventHost, type EventWhereWhen } from "@/lib/events/event-fields";
import { ticketTypeOrder } from "@/lib/events/event-fields";
import type { TicketKind } from "@/lib/events/schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sqliteInstant, stockConnection } from "@/lib/orders/sqlite";
import { readPublicEvent, readPublicTicketTypes } from "@/lib/public/sql";
import type Database from "better-sqlite3";

/**
 * Order statuses that keep their tickets: `completed` and `partially_refunded` for good,
 * `awaiting_payment` until its `paymentDueAt` (an offline order placed before payment deadlines
 * existed has none and keeps them until the host acts); `reserved` keeps them until `reservedUntil`.
 */
export const HOLDING_STATUSES = ["completed", "awaiting_payment", "partially_refunded"] as const;

/** An offline order awaiting payment whose deadline has not passed at `now` (or that has none). */
export function payableOrderWhere(now: Date): Prisma.OrderWhereInput {
  return { status: "awaiting_payment", OR: [{ paymentDueAt: null }, { paymentDueAt: { gt: now } }] };
}

/** The held rule as a Prisma filter on orders: paid, awaiting payment before its deadline, or reserved and unexpired at `now`. */
export function heldOrderWhere(now: Date): Prisma.OrderWhereInput {
  return {
    OR: [
      { status: { in: ["completed", "partially_refunded"] } },
      payableOrderWhere(now),
      { status: "reserved", reservedUntil: { gt: now } },
    ],
  };
}

/**
 * The same rule in SQL over `"Order"` aliased `o`, the instant bound as the named parameter
 * `@now` (text from sqliteInstant, or a Date through Prisma) — for the stock transaction's raw statements.
 */
export const HELD_ORDER_SQL = `(o.status IN ('completed', 'partially_refunded')
    OR (o.status = 'awaiting_payment' AND (o.paymentDueAt IS NULL OR o.paymentDueAt > @now))
    OR (o.status = 'reserved' AND o.reservedUntil > @now))`;

const HELD_TICKETS_SQL = `
  SELECT oi.ticketTypeId AS ticketTypeId, SUM(oi.quantity) AS held
  FROM "OrderItem" oi JOIN "Order" o ON o.id = oi.orderId
  WHERE o.eventId = @eventId AND ${HELD_ORDER_SQL}
  GROUP BY oi.ticketTypeId`;

let heldStatement: { connection: Database.Database; statement: Database.Statement } | undefined;

/** HELD_TICKETS_SQL prepared once per connection (the public event's JSON reads it on every request). */
function heldTicketsStatement(): Database.Statement {
  const connection = stockConnection();
  if (heldStatement?.connection !== connection)
    heldStatement = { connection, statement: connection.prepare(HELD_TICKETS_SQL) };
  return heldStatement.statement;
}

export type HeldTickets = { byTicketType: Map<string, number>; total: number };

/** Tickets of an event that are sold, awaiting payment before their deadline or held by an unexpired reservation, per ticket type and overall. */
export function heldTickets(eventId: string, now = new Date()): HeldTickets {
  const rows = heldTicketsStatement().all({ eventId, now: sqliteInstant(now) }) as {
    ticketTypeId: string;
    held: number;
  }[];
  const byTicketType = new Map(rows.map((row) => [row.ticketTypeId, Number(row.held)]));
  return { byTicketType, total: rows.reduce((sum, row) => sum + Number(row.held), 0) };
}

/** What is left of one ticket type: its own remaining quantity, further limited by the event's remaining capacity. */
export function availableOf(
  ticketType: { id: string; quantity: number },
  capacity: number | null,
  held: HeldTickets,
): number {
  const ownLeft = ticketType.quantity - (held.byTicketType.get(ticketType.id) ?? 0);
  const capacityLeft = capacity === null ? Number.POSITIVE_INFINITY : capacity - held.total;
  return Math.max(0, Math.min(ownLeft, capacityLeft));
}

export function isOnSale(ticketType: { salesStartAt: Date | null; salesEndAt: Date | null }, now: Date): boolean {
  return (
    (!ticketType.salesStartAt || ticketType.salesStartAt <= now) &&
    (!ticketType.salesEndAt || ticketType.salesEndAt > now)
  );
}

export type PublicTicketType = {
  id: string;
  name: string;
  description: string;
  kind: TicketKind;
  price: number;
  currency: string;
  available: number;
  minPerOrder: number;
  maxPerOrder: number;
  salesStartAt: string | null;
  salesEndAt: string | null;
  onSale: boolean;
};

export type PublicEventView = {
  event: {
    id: string;
    slug: string;
    title: string;
    summary: string;
    description: string;
    category: string;
    coverImage: string | null;
  } & EventWhereWhen<string> & {
      currency: string;
      status: string;
      visibility: string;
      ended: boolean;
      soldOut: boolean;
      updatedAt: string;
      host: EventHost;
    };
  ticketTypes: PublicTicketType[];
};

/**
 * The public view of an event (GET /api/public/events/{slug}): published events that are public
 * or unlisted, with each visible ticket type and what is still available. `includeCancelled` lets
 * the event page tell visitors of a shared link that it was cancelled instead of a bare 404.
 */
export async function getPublicEventView(
  slug: string,
  options: { now?: Date; includeCancelled?: boolean } = {},
): Promise<PublicEventView | null> {
  const now = options.now ?? new Date();
  // Prepared statements (lib/public/sql.ts): the event with its host, then its visible ticket types.
  const row = readPublicEvent(slug);
  const event = row && {
    ...row,
    vendor: row.vendorName === null ? null : { name: row.vendorName, slug: row.vendorSlug! },
    user: row.userDisplayName === null ? null : { displayName: row.userDisplayName, hostSlug: row.userHostSlug },
    ticketTypes: readPublicTicketTypes(row.id),
  };
  const visibleStatuses = options.includeCancelled ? ["published", "cancelled"] : ["published"];
  if (!event || !visibleStatuses.includes(event.status) || event.visibility === "private") return null;

  const { ended, soldOut, ticketTypes: stock } = ticketStock(event, now);
  const ticketTypes = event.ticketTypes.map((ticketType, index) => ({
    id: ticketType.id,
    name: ticketType.name,
    description: ticketType.description,
    kind: ticketType.kind as TicketKind,
    price: ticketType.price,
    currency: event.currency,
    available: stock[index].available,
    minPerOrder: ticketType.minPerOrder,
    maxPerOrder: ticketType.maxPerOrder,
    salesStartAt: ticketType.salesStartAt?.toISOString() ?? null,
    salesEndAt: ticketType.salesEndAt?.toISOString() ?? null,
    onSale: stock[index].onSale,
  }));
  return {
    event: {
      id: event.id,
      slug: event.slug,
      title: event.title,
      summary: event.summary,
      description: event.description,
      category: event.category,
      coverImage: event.coverImage,
      format: event.format,
      venueName: event.venueName,
      venueAddress: event.venueAddress,
      venueCity: event.venueCity,
      venueCountry: event.venueCountry,
      timezone: event.timezone,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      currency: event.currency,
      status: event.status,
      visibility: event.visibility,
      ended,
      soldOut,
      updatedAt: event.updatedAt.toISOString(),
      host: toEventHost(event, { vendorPages: Boolean(event.vendorsOn) }),
    },
    ticketTypes,
  };
}

type StockInput = {
  id: string;
  status: string;
  capacity: number | null;
  endsAt: Date;
  ticketTypes: { id: string; quantity: number; salesStartAt: Date | null; salesEndAt: Date | null }[];
};

/** What every sale changes: each visible ticket type's tickets left and whether it is on sale now. */
export type PublicAvailability = {
  status: string;
  ended: boolean;
  soldOut: boolean;
  ticketTypes: { id: string; available: number; onSale: boolean }[];
};

function ticketStock(event: StockInput, now: Date): Omit<PublicAvailability, "status"> {
  const held = heldTickets(event.id, now);
  const ended = event.endsAt <= now;
  const ticketTypes = event.ticketTypes.map((ticketType) => ({
    id: ticketType.id,
    available: availableOf(ticketType, event.capacity, held),
    onSale: event.status === "published" && !ended && isOnSale(ticketType, now),
  }));
  const soldOut = ticketTypes.length > 0 && ticketTypes.every((ticketType) => ticketType.available === 0);
  return { ended, soldOut, ticketTypes };
}

/**
 * The part of the public view that changes with every sale (GET /api/public/events/{slug}/availability),
 * read by the cached event page in the browser: the same events as the view, cancelled ones included.
 */
export async function getPublicAvailability(slug: string, now = new Date()): Promise<PublicAvailability | null> {
  const event = await db.event.findUnique({
    where: { slug },
    select: {
      id: true,
      status: true,
      visibility: true,
      capacity: true,
      endsAt: true,
      ticketTypes: {
        where: { hidden: false },
        orderBy: ticketTypeOrder,
        select: { id: true, quantity: true, salesStartAt: true, salesEndAt: true },
      },
    },
  });
  if (!event || !["published", "cancelled"].includes(event.status) || event.visibility === "private") return null;
  return { status: event.status, ...ticketStock(event, now) };
}
