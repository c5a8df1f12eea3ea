import "server-only";
import { availableOf, heldTickets } from "@/lib/orders/availability";
import { sqliteInstant, stockConnection } from "@/lib/orders/sqlite";

/** How long a re-taken hold lasts: only the moments until the payment's transaction completes the order. */
const REHOLD_MS = 5 * 60_000;

type OrderRow = { id: string; eventId: string; status: string; reservedUntil: string | null };
type EventRow = { status: string; endsAt: string; capacity: number | null };
type ItemRow = { ticketTypeId: string; quantity: number; ticketQuantity: number };

/** What became of the hold: `held`, or why the payment cannot be honoured (the webhook refunds it). */
export type HoldOutcome = "held" | "sold_out" | "event_unavailable" | "order_closed" | "not_found";

/**
 * Makes sure a paid order holds its tickets before the payment completes it, in the same
 * `BEGIN IMMEDIATE` transaction discipline as placing orders (lib/orders/sqlite.ts), so a late
 * payment can never take a ticket that someone else bought meanwhile:
 * - a reservation that is still running is stretched by a few minutes (it must not lapse between
 *   this check and the completion);
 * - an expired reservation (status `reserved` past its time, or `expired`) is taken again only if
 *   every ticket of the order is still available, for its ticket type and the event's capacity;
 * - `awaiting_payment` already holds its tickets.
 * Anything else (cancelled, refunded, the event cancelled or over) cannot be honoured.
 */
export function holdTicketsForPayment(orderId: string, now: Date = new Date()): HoldOutcome {
  const connection = stockConnection();
  return connection
    .transaction((): HoldOutcome => {
      const order = connection
        .prepare(`SELECT id, eventId, status, reservedUntil FROM "Order" WHERE id = ?`)
        .get(orderId) as OrderRow | undefined;
      if (!order) return "not_found";
      if (order.status === "awaiting_payment") return "held";
      if (order.status !== "reserved" && order.status !== "expired") return "order_closed";

      const event = connection
        .prepare(`SELECT status, endsAt, capacity FROM "Event" WHERE id = ?`)
        .get(order.eventId) as EventRow | undefined;
      const nowText = sqliteInstant(now);
      if (!event || event.status !== "published" || event.endsAt <= nowText) return "event_unavailable";

      const holdUntil = sqliteInstant(new Date(now.getTime() + REHOLD_MS));
      const isStillReserved =
        order.status === "reserved" && order.reservedUntil !== null && order.reservedUntil > nowText;
      if (!isStillReserved) {
        // This order is not counted in `held` (expired), so what is available is what it may take back.
        const held = heldTickets(order.eventId, now);
        const items = connection
          .prepare(
            `SELECT oi.ticketTypeId AS ticketTypeId, oi.quantity AS quantity, tt.quantity AS ticketQuantity FROM "OrderItem" oi JOIN "TicketType" tt ON tt.id = oi.ticketTypeId WHERE oi.orderId = ?`,
          )
          .all(orderId) as ItemRow[];
        const fits = items.every(
          (item) =>
            availableOf({ id: item.ticketTypeId, quantity: item.ticketQuantity }, event.capacity, held) >=
            item.quantity,
        );
        const requested = items.reduce((sum, item) => sum + item.quantity, 0);
        const fitsCapacity = event.capacity === null || held.total + requested <= event.capacity;
        if (!fits || !fitsCapacity) return "sold_out";
      }
      connection
        .prepare(
          `UPDATE "Order" SET status = 'reserved', reservedUntil = CASE WHEN reservedUntil > ? THEN reservedUntil ELSE ? END, updatedAt = ? WHERE id = ?`,
        )
        .run(holdUntil, holdUntil, nowText, orderId);
      return "held";
    })
    .immediate();
}
