import "server-only";
import { db, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { ensurePersonalHostSlug, requireManager, type Account } from "@/lib/events/account";
import type { EventDetail } from "@/lib/events/answers";
import { eventNotFound } from "@/lib/events/event-access";
import { getEventDetail } from "@/lib/events/event-detail";
import { cancellableOrderWhere } from "@/lib/events/order-rules";
import { sendOrderEmails } from "@/lib/orders/notifications";

// An event's status: draft → published → (ended by time) or cancelled; any → archived
// (PRODUCT.md, "Status"). Each change is one conditional write, so two hosts clicking at once
// cannot both publish, or cancel orders twice.

async function requireStatus(account: Account, eventId: string, client: Tx = db) {
  const event = await client.event.findFirst({
    where: { id: eventId, accountKey: account.key },
    select: { id: true, status: true, endsAt: true },
  });
  if (!event) throw eventNotFound();
  return event;
}

/** Puts a draft on sale: it needs a ticket type and an end in the future. */
export async function publishEvent(
  account: Account,
  eventId: string,
  now = new Date(),
): Promise<{ event: EventDetail }> {
  requireManager(account);
  await db.$transaction(async (tx) => {
    const event = await requireStatus(account, eventId, tx);
    if (event.status !== "draft") throw new ApiError(409, "invalid_status", "Only a draft can be published.");
    if ((await tx.ticketType.count({ where: { eventId } })) === 0)
      throw new ApiError(409, "no_ticket_types", "Add a ticket type before publishing.");
    if (event.endsAt <= now)
      throw new ApiError(409, "event_ended", "This event has already ended. Move its dates before publishing.");
    const { count } = await tx.event.updateMany({
      where: { id: eventId, status: "draft" },
      data: { status: "published", publishedAt: now },
    });
    if (count === 0) throw new ApiError(409, "invalid_status", "Only a draft can be published.");
  });
  // A published event links to its host's public page; a personal account gets its address now.
  if (account.userId) await ensurePersonalHostSlug(account.userId);
  return { event: await getEventDetail(account, eventId, { now }) };
}

/**
 * Cancels a published event or a draft, and with it every order still waiting: unexpired
 * reservations and offline orders awaiting payment (their buyers are mailed a notice). Completed
 * orders stay as they are; their money is refunded from the payments screen. Answers how many orders it cancelled (what
 * GET /api/events/{id}/stats announces as `activeOrders` before the host confirms).
 */
export async function cancelEvent(
  account: Account,
  eventId: string,
  now = new Date(),
): Promise<{ event: EventDetail; ordersAffected: number }> {
  requireManager(account);
  const cancelledOrderIds = await db.$transaction(async (tx) => {
    const event = await requireStatus(account, eventId, tx);
    if (event.status !== "published" && event.status !== "draft") {
      throw new ApiError(
        409,
        "invalid_status",
        event.status === "cancelled" ? "This event is already cancelled." : "An archived event cannot be cancelled.",
      );
    }
    const { count: changed } = await tx.event.updateMany({
      where: { id: eventId, status: { in: ["published", "draft"] } },
      data: { status: "cancelled", cancelledAt: now },
    });
    if (changed === 0) throw new ApiError(409, "invalid_status", "This event is already cancelled.");
    const orders = await tx.order.findMany({ where: { eventId, ...cancellableOrderWhere(now) }, select: { id: true } });
    const ids = orders.map((order) => order.id);
    await tx.order.updateMany({ where: { id: { in: ids } }, data: { status: "cancelled", cancelledAt: now } });
    // Offline orders already past their payment deadline lapsed before the cancellation: they are
    // expired here, quietly — the payment sweep would otherwise tell their buyers the tickets
    // "may still be available" for an event that is cancelled.
    await tx.order.updateMany({
      where: { eventId, status: "awaiting_payment", paymentDueAt: { lte: now } },
      data: { status: "expired" },
    });
    return ids;
  });
  // After the commit: each buyer whose order was still waiting is told it was cancelled.
  for (const orderId of cancelledOrderIds) await sendOrderEmails(orderId, { notifyHost: false });
  return { event: await getEventDetail(account, eventId, { now }), ordersAffected: cancelledOrderIds.length };
}

/** Moves any event out of the lists; archiving an archived event changes nothing. */
export async function archiveEvent(
  account: Account,
  eventId: string,
  now = new Date(),
): Promise<{ event: EventDetail }> {
  requireManager(account);
  const event = await requireStatus(account, eventId);
  if (event.status !== "archived") {
    await db.event.updateMany({
      where: { id: eventId, status: { not: "archived" } },
      data: { status: "archived", archivedAt: now },
    });
  }
  return { event: await getEventDetail(account, eventId, { now }) };
}
