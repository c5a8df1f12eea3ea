import "server-only";
import { ApiError, invalidRequest, type ApiIssue } from "@/lib/api/errors";
import type { PlaceOrderData, TicketKind } from "@/lib/events/schema";
import { availableOf, HELD_ORDER_SQL, isOnSale, heldTickets } from "@/lib/orders/availability";
import { newAccessToken, newOrderReference, newRowId, newTicketCode } from "@/lib/orders/codes";
import { checkUnpaidOrders, hashClientIp } from "@/lib/orders/order-limits";
import { sqliteInstant, stockConnection } from "@/lib/orders/sqlite";
import { orderChanged, orderFigures } from "@/lib/analytics/rollup";
import { runSync } from "@/lib/analytics/rollup-sql";

export type PlacedOrder = {
  order: {
    id: string;
    reference: string;
    status: "completed" | "reserved";
    reservedUntil: string | null;
    total: number;
    currency: string;
  };
  accessToken: string;
};

type EventRow = {
  id: string;
  status: string;
  visibility: string;
  endsAt: string;
  capacity: number | null;
  currency: string;
  reservationMinutes: number;
  paymentMethod: string;
};
type TicketTypeRow = {
  id: string;
  name: string;
  kind: TicketKind;
  price: number;
  quantity: number;
  salesStartAt: string | null;
  salesEndAt: string | null;
  minPerOrder: number;
  maxPerOrder: number;
  hidden: number;
};
type PromoCodeRow = {
  id: string;
  discountType: "percent" | "fixed";
  amount: number;
  ticketTypeIds: string;
  maxUses: number | null;
  expiresAt: string | null;
};
type Line = { ticketType: TicketTypeRow; quantity: number; unitPrice: number };

/**
 * Places an order for a public event: checks every ticket against what is left and reserves it,
 * all inside one `BEGIN IMMEDIATE` transaction (see lib/orders/sqlite.ts), so two buyers can never
 * get the same last ticket — not even through two server processes. Free orders complete at once
 * with their attendees; others are `reserved` for the event's reservation time (15 minutes by default).
 * With the buyer's `clientIp`, the order keeps its hash and, in the same transaction, the address
 * and the buyer email may hold only so many unpaid orders (lib/orders/order-limits.ts).
 */
export function placeOrder(
  slug: string,
  data: PlaceOrderData,
  {
    now = new Date(),
    locale = null,
    clientIp = null,
  }: { now?: Date; locale?: string | null; clientIp?: string | null } = {},
): PlacedOrder {
  const connection = stockConnection();
  const ipHash = clientIp === null ? null : hashClientIp(clientIp);
  return connection.transaction(() => reserveInTransaction(slug, data, now, locale, ipHash)).immediate();
}

function reserveInTransaction(
  slug: string,
  data: PlaceOrderData,
  now: Date,
  locale: string | null,
  ipHash: string | null,
): PlacedOrder {
  const connection = stockConnection();
  const nowText = sqliteInstant(now);
  const event = connection
    .prepare(
      `SELECT id, status, visibility, endsAt, capacity, currency, reservationMinutes, paymentMethod FROM "Event" WHERE slug = ?`,
    )
    .get(slug) as EventRow | undefined;
  if (!event || event.status !== "published" || event.visibility === "private")
    throw new ApiError(404, "not_found", "Event not found.");
  if (event.endsAt <= nowText) throw new ApiError(409, "event_ended", "This event has ended.");

  const lines = priceLines(event.id, data, now);
  checkUnpaidOrders({ ipHash, buyerEmail: data.buyer.email }, now);

  // Honest statuses for stale reservations; availability ignores them either way.
  connection
    .prepare(
      `UPDATE "Order" SET status = 'expired', updatedAt = ? WHERE eventId = ? AND status = 'reserved' AND reservedUntil <= ?`,
    )
    .run(nowText, event.id, nowText);

  const held = heldTickets(event.id, now);
  const shortages: ApiIssue[] = [];
  lines.forEach((line, index) => {
    const available = availableOf(line.ticketType, event.capacity, held);
    if (line.quantity > available)
      shortages.push({
        path: ["items", index, "quantity"],
        code: "sold_out",
        message:
          available === 0
            ? `${line.ticketType.name} is sold out.`
            : `Only ${available} left of ${line.ticketType.name}.`,
      });
  });
  const requested = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (shortages.length === 0 && event.capacity !== null && held.total + requested > event.capacity) {
    shortages.push({
      path: ["items"],
      code: "sold_out",
      message: `Only ${Math.max(0, event.capacity - held.total)} tickets left for this event.`,
    });
  }
  if (shortages.length > 0) throw new ApiError(409, "sold_out", "Not enough tickets left.", shortages);

  const promo = data.promoCode ? findPromoCode(event.id, data.promoCode, now) : null;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = promo ? promoDiscount(promo, lines) : 0;
  const total = subtotal - discount;
  const isFree = total === 0;
  const reservedUntil = isFree ? null : new Date(now.getTime() + event.reservationMinutes * 60_000);

  const orderId = newRowId();
  const accessToken = newAccessToken();
  const reference = uniqueReference();
  const tracking = data.tracking ?? {};
  connection
    .prepare(
      `INSERT INTO "Order" (id, eventId, reference, accessToken, status, buyerName, buyerEmail, subtotal, discount, total, currency, promoCodeId,
        paymentProvider, reservedUntil, completedAt, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, ref, locale, clientIpHash, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      orderId,
      event.id,
      reference,
      accessToken,
      isFree ? "completed" : "reserved",
      data.buyer.name,
      data.buyer.email,
      subtotal,
      discount,
      total,
      event.currency,
      promo?.id ?? null,
      isFree ? "free" : event.paymentMethod,
      reservedUntil && sqliteInstant(reservedUntil),
      isFree ? nowText : null,
      tracking.utm_source ?? null,
      tracking.utm_medium ?? null,
      tracking.utm_campaign ?? null,
      tracking.utm_term ?? null,
      tracking.utm_content ?? null,
      tracking.ref ?? null,
      locale,
      ipHash,
      nowText,
      nowText,
    );
  const insertItem = connection.prepare(
    `INSERT INTO "OrderItem" (id, orderId, ticketTypeId, quantity, unitPrice) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertAttendee = connection.prepare(
    `INSERT INTO "Attendee" (id, orderId, eventId, ticketTypeId, name, email, code, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of lines) {
    insertItem.run(newRowId(), orderId, line.ticketType.id, line.quantity, line.unitPrice);
    if (!isFree) continue;
    for (let ticket = 0; ticket < line.quantity; ticket++) {
      insertAttendee.run(
        newRowId(),
        orderId,
        event.id,
        line.ticketType.id,
        data.buyer.name,
        data.buyer.email,
        newTicketCode(),
        nowText,
      );
    }
  }
  // A free order counts at once: the analytics rollup gets it in this transaction.
  if (isFree) runSync(connection, orderChanged(null, runSync(connection, orderFigures(orderId))));
  return {
    order: {
      id: orderId,
      reference,
      status: isFree ? "completed" : "reserved",
      reservedUntil: reservedUntil?.toISOString() ?? null,
      total,
      currency: event.currency,
    },
    accessToken,
  };
}

/** The order's lines with their unit prices, after checking each against its ticket type's rules. */
function priceLines(eventId: string, data: PlaceOrderData, now: Date): Line[] {
  const ticketTypes = stockConnection()
    .prepare(
      `SELECT id, name, kind, price, quantity, salesStartAt, salesEndAt, minPerOrder, maxPerOrder, hidden FROM "TicketType" WHERE eventId = ?`,
    )
    .all(eventId) as TicketTypeRow[];
  const byId = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType]));
  const issues: ApiIssue[] = [];
  const lines: Line[] = [];
  data.items.forEach((item, index) => {
    const ticketType = byId.get(item.ticketTypeId);
    if (!ticketType || ticketType.hidden) {
      issues.push({
        path: ["items", index, "ticketTypeId"],
        code: "unknown_ticket_type",
        message: "This ticket type is not sold here.",
      });
      return;
    }
    if (item.quantity < ticketType.minPerOrder || item.quantity > ticketType.maxPerOrder) {
      issues.push({
        path: ["items", index, "quantity"],
        code: "quantity_out_of_range",
        message: `Choose between ${ticketType.minPerOrder} and ${ticketType.maxPerOrder} tickets of ${ticketType.name}.`,
      });
      return;
    }
    const unitPrice =
      ticketType.kind === "donation"
        ? (item.amount ?? ticketType.price)
        : ticketType.kind === "free"
          ? 0
          : ticketType.price;
    if (ticketType.kind === "donation" && unitPrice < ticketType.price) {
      issues.push({
        path: ["items", index, "amount"],
        code: "donation_too_low",
        message: `Give at least the minimum for ${ticketType.name}.`,
      });
      return;
    }
    lines.push({ ticketType, quantity: item.quantity, unitPrice });
  });
  if (issues.length > 0) throw invalidRequest("Some tickets cannot be ordered like this.", issues);

  const notOnSale = lines.find(
    (line) =>
      !isOnSale(
        {
          salesStartAt: parseInstant(line.ticketType.salesStartAt),
          salesEndAt: parseInstant(line.ticketType.salesEndAt),
        },
        now,
      ),
  );
  if (notOnSale) throw new ApiError(409, "not_on_sale", `${notOnSale.ticketType.name} is not on sale now.`);
  return lines;
}

function parseInstant(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

function findPromoCode(eventId: string, code: string, now: Date): PromoCodeRow {
  const connection = stockConnection();
  const promo = connection
    .prepare(
      `SELECT id, discountType, amount, ticketTypeIds, maxUses, expiresAt FROM "PromoCode" WHERE eventId = ? AND code = ?`,
    )
    .get(eventId, code) as PromoCodeRow | undefined;
  const invalid = (message: string) =>
    invalidRequest(message, [{ path: ["promoCode"], code: "promo_code_invalid", message }]);
  if (!promo) throw invalid("This promo code does not exist.");
  if (promo.expiresAt !== null && promo.expiresAt <= sqliteInstant(now)) throw invalid("This promo code has expired.");
  if (promo.maxUses !== null) {
    const { uses } = connection
      .prepare(`SELECT COUNT(*) AS uses FROM "Order" o WHERE o.promoCodeId = @promoCodeId AND ${HELD_ORDER_SQL}`)
      .get({ promoCodeId: promo.id, now: sqliteInstant(now) }) as { uses: number };
    if (uses >= promo.maxUses) throw invalid("This promo code has been used up.");
  }
  return promo;
}

/**
 * Percent codes take that share of the eligible lines; fixed codes take their amount off each
 * eligible ticket (as Eventbrite and pretix vouchers do), never below zero.
 */
export function promoDiscount(
  promo: Pick<PromoCodeRow, "discountType" | "amount" | "ticketTypeIds">,
  lines: Line[],
): number {
  const eligibleIds = JSON.parse(promo.ticketTypeIds) as string[];
  const eligible = lines.filter((line) => eligibleIds.length === 0 || eligibleIds.includes(line.ticketType.id));
  if (promo.discountType === "percent") {
    return Math.round((eligible.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) * promo.amount) / 100);
  }
  return eligible.reduce((sum, line) => sum + Math.min(promo.amount, line.unitPrice) * line.quantity, 0);
}

function uniqueReference(): string {
  const exists = stockConnection().prepare(`SELECT 1 FROM "Order" WHERE reference = ?`);
  for (;;) {
    const reference = newOrderReference();
    if (!exists.get(reference)) return reference;
  }
}
