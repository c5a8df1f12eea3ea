import "server-only";
import { db, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { requireManager, type Account } from "@/lib/events/account";
import type { TicketTypeAnswer } from "@/lib/events/answers";
import { requireAccountEvent } from "@/lib/events/event-access";
import { loadTicketTypeCounts, ticketTypeSelect, toTicketTypeAnswer } from "@/lib/events/event-detail";
import { ticketTypeOrder } from "@/lib/events/event-fields";
import { countHeldTickets } from "@/lib/events/event-holdings";
import { fieldError, notFound } from "@/lib/events/errors";
import { parseTicketTypeIds } from "@/lib/events/promo-codes";
import type { CreateTicketTypeData, UpdateTicketTypeData } from "@/lib/events/schema";

// An event's ticket types. Prices are in the event's currency (minor units); a free ticket costs 0
// whatever was sent; `position` is the order on the event page.

async function listAnswers(client: Tx, eventId: string, now: Date): Promise<TicketTypeAnswer[]> {
  const [rows, counts] = await Promise.all([
    client.ticketType.findMany({ where: { eventId }, orderBy: ticketTypeOrder, select: ticketTypeSelect }),
    loadTicketTypeCounts(client, [eventId], now),
  ]);
  return rows.map((row) => toTicketTypeAnswer(row, counts.get(row.id)));
}

async function answerTicketType(
  client: Tx,
  ticketTypeId: string,
  now: Date,
): Promise<{ ticketType: TicketTypeAnswer }> {
  const row = await client.ticketType.findUniqueOrThrow({ where: { id: ticketTypeId }, select: ticketTypeSelect });
  const counts = await loadTicketTypeCounts(client, [row.eventId], now);
  return { ticketType: toTicketTypeAnswer(row, counts.get(row.id)) };
}

async function requireTicketType(client: Tx, account: Account, eventId: string, ticketTypeId: string) {
  await requireAccountEvent(account, eventId, client);
  const row = await client.ticketType.findFirst({ where: { id: ticketTypeId, eventId }, select: ticketTypeSelect });
  if (!row) throw notFound("Ticket type");
  return row;
}

export async function listTicketTypes(
  account: Account,
  eventId: string,
  now = new Date(),
): Promise<{ ticketTypes: TicketTypeAnswer[] }> {
  await requireAccountEvent(account, eventId);
  return { ticketTypes: await listAnswers(db, eventId, now) };
}

/** Adds a ticket type at the end of the event's list. */
export async function createTicketType(
  account: Account,
  eventId: string,
  data: CreateTicketTypeData,
  now = new Date(),
): Promise<{ ticketType: TicketTypeAnswer }> {
  requireManager(account);
  return db.$transaction(async (tx) => {
    await requireAccountEvent(account, eventId, tx);
    const last = await tx.ticketType.aggregate({ where: { eventId }, _max: { position: true } });
    const created = await tx.ticketType.create({
      data: {
        ...data,
        price: data.kind === "free" ? 0 : data.price,
        eventId,
        position: (last._max.position ?? -1) + 1,
      },
      select: { id: true },
    });
    return answerTicketType(tx, created.id, now);
  });
}

/**
 * Changes a ticket type. The rules of the schema are checked again on the merged values (a change
 * of only the kind, or only one end of the sale window), and the quantity cannot drop below the
 * tickets already sold or held.
 */
export async function updateTicketType(
  account: Account,
  eventId: string,
  ticketTypeId: string,
  data: UpdateTicketTypeData,
  now = new Date(),
): Promise<{ ticketType: TicketTypeAnswer }> {
  requireManager(account);
  return db.$transaction(async (tx) => {
    const current = await requireTicketType(tx, account, eventId, ticketTypeId);
    const merged = { ...current, ...data };
    if (merged.kind === "free") {
      if (data.price !== undefined && data.price !== 0) throw fieldError(["price"], "freeHasNoPrice");
      merged.price = 0;
    }
    if (merged.kind === "paid" && merged.price < 1) throw fieldError(["price"], "paidNeedsPrice");
    if (merged.salesStartAt && merged.salesEndAt && merged.salesEndAt <= merged.salesStartAt)
      throw fieldError(["salesEndAt"], "salesEndBeforeStart");
    if (merged.minPerOrder > merged.maxPerOrder) throw fieldError(["maxPerOrder"], "maxBelowMin");
    if (data.quantity !== undefined && data.quantity < current.quantity) {
      const held = await countHeldTickets(tx, { eventId, ticketTypeId, now });
      if (data.quantity < held) {
        throw new ApiError(
          409,
          "quantity_below_held",
          `${held} of these tickets are already sold or reserved; the quantity cannot be lower.`,
          [{ path: ["quantity"], code: "custom", message: `At least ${held}.` }],
        );
      }
    }
    await tx.ticketType.update({ where: { id: ticketTypeId }, data: { ...data, price: merged.price } });
    return answerTicketType(tx, ticketTypeId, now);
  });
}

/**
 * Deletes a ticket type nobody ordered (one with orders is hidden instead, so its tickets stay
 * valid). Promo codes limited to it forget it; one limited to it alone would turn into a code for
 * every ticket type, so that is refused until the code is changed.
 */
export async function deleteTicketType(
  account: Account,
  eventId: string,
  ticketTypeId: string,
  now = new Date(),
): Promise<{ ticketType: TicketTypeAnswer }> {
  requireManager(account);
  return db.$transaction(async (tx) => {
    await requireTicketType(tx, account, eventId, ticketTypeId);
    const answer = await answerTicketType(tx, ticketTypeId, now);
    if (await tx.orderItem.findFirst({ where: { ticketTypeId }, select: { id: true } })) {
      throw new ApiError(409, "has_orders", "This ticket type has orders, so it cannot be deleted. Hide it instead.");
    }
    const promoCodes = await tx.promoCode.findMany({
      where: { eventId },
      select: { id: true, code: true, ticketTypeIds: true },
    });
    for (const promoCode of promoCodes) {
      const ids = parseTicketTypeIds(promoCode.ticketTypeIds);
      if (!ids.includes(ticketTypeId)) continue;
      const rest = ids.filter((id) => id !== ticketTypeId);
      if (rest.length === 0) {
        throw new ApiError(
          409,
          "promo_code_limited",
          `The promo code ${promoCode.code} applies only to this ticket type. Change or delete the code first.`,
        );
      }
      await tx.promoCode.update({ where: { id: promoCode.id }, data: { ticketTypeIds: JSON.stringify(rest) } });
    }
    await tx.ticketType.delete({ where: { id: ticketTypeId } });
    return answer;
  });
}

/** Puts the event's ticket types in the given order; `ids` must name each of them once. */
export async function reorderTicketTypes(
  account: Account,
  eventId: string,
  ids: string[],
  now = new Date(),
): Promise<{ ticketTypes: TicketTypeAnswer[] }> {
  requireManager(account);
  return db.$transaction(async (tx) => {
    await requireAccountEvent(account, eventId, tx);
    const existing = await tx.ticketType.findMany({ where: { eventId }, select: { id: true } });
    const existingIds = new Set(existing.map((row) => row.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== existingIds.size ||
      !ids.every((id) => existingIds.has(id))
    ) {
      throw fieldError(["ids"], "List each ticket type of this event once.");
    }
    for (const [position, id] of ids.entries()) await tx.ticketType.update({ where: { id }, data: { position } });
    return { ticketTypes: await listAnswers(tx, eventId, now) };
  });
}
