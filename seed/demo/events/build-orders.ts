import { randomUUID } from "node:crypto";
import { newAccessToken, newOrderReference } from "@/lib/orders/codes";
import type { ProfileSample, SampleEvent, SamplePromoCode, SampleTicketType } from "@/seed/data/events/types";
import type { Random } from "@/lib/sample/random";
import { BuyerPool, nearTheEnd, weightedPick } from "./random-picks";
import {
  BuildContext,
  Buyer,
  DAY,
  Draft,
  EventRow,
  HOLDING,
  Line,
  MINUTE,
  OrderRow,
  PromoCodeRow,
  TicketTypeRow,
} from "./rows";
import { pickTraffic, trackingOf } from "./traffic";

// The orders of one event: buyers, lines within what the ticket types and capacity allow,
// statuses by how far the event is, promo codes applied within their limits.

/** When tickets of a type could be bought: its sale window within the event's (published → start, or cancellation). */
function salesWindow(ticketType: TicketTypeRow, event: EventRow, now: Date): [number, number] | null {
  const close = Math.min(
    now.getTime() - 5 * MINUTE,
    event.startsAt.getTime(),
    event.cancelledAt?.getTime() ?? Infinity,
  );
  const from = Math.max(event.publishedAt!.getTime() + 10 * MINUTE, ticketType.salesStartAt?.getTime() ?? -Infinity);
  const to = Math.min(close, ticketType.salesEndAt?.getTime() ?? Infinity);
  return to > from ? [from, to] : null;
}

function ticketQuantity(random: Random, ticketSample: SampleTicketType, max: number): number {
  const min = ticketSample.minPerOrder ?? 1;
  if (min > 1) return Math.min(max, min + random.int(0, 3));
  const roll = random.next();
  const wanted = roll < 0.4 ? 1 : roll < 0.78 ? 2 : roll < 0.87 ? 3 : roll < 0.95 ? 4 : random.int(5, 8);
  return Math.min(wanted, max);
}

function unitPriceOf(random: Random, ticketSample: SampleTicketType): number {
  if (ticketSample.kind === "free") return 0;
  if (ticketSample.kind === "paid") return ticketSample.price;
  // Donors often give more than the minimum, in round amounts.
  return Math.round((ticketSample.price * random.pick([1, 1, 1, 1.5, 2, 2, 3])) / 100) * 100;
}

/**
 * The orders of one published (or once published) event: first the ones that hold tickets, up to
 * each ticket type's target and the event's capacity, then abandoned, cancelled and refunded ones.
 */
export function buildOrders(
  eventSample: SampleEvent,
  event: EventRow,
  ticketTypes: TicketTypeRow[],
  sample: ProfileSample,
  buyers: BuyerPool,
  context: BuildContext,
): Draft[] {
  const { random, now } = context;
  const types = ticketTypes.map((ticketType, index) => ({
    ticketType,
    sample: eventSample.ticketTypes[index],
    window: salesWindow(ticketType, event, now),
  }));
  const remaining = new Map(
    types.map((type) => [type.ticketType.id, type.window ? Math.round(type.sample.quantity * type.sample.fill) : 0]),
  );
  const wanted = types.reduce((sum, type) => sum + remaining.get(type.ticketType.id)!, 0);
  let totalLeft =
    eventSample.ticketsLeft !== undefined && event.capacity
      ? event.capacity - eventSample.ticketsLeft
      : Math.min(event.capacity ?? Infinity, wanted);
  const drafts: Draft[] = [];
  const upcoming = event.startsAt.getTime() > now.getTime();
  const makeDraft = (lines: Line[], createdAt: number, hidden: boolean): Draft => {
    const trafficKey = hidden ? null : pickTraffic(random, sample.traffic, true).key;
    const order = newOrder(event, buyers.next(eventSample.audience ?? sample.audience), new Date(createdAt));
    Object.assign(order, trackingOf(random, trafficKey, sample, eventSample, hidden));
    return { order, lines, trafficKey };
  };

  // The one checkout in progress right now.
  if (eventSample.openReservation && upcoming) {
    const onSaleNow = (candidate: (typeof types)[number]) =>
      !candidate.ticketType.salesEndAt || candidate.ticketType.salesEndAt > now;
    const type = types.find(
      (candidate) =>
        candidate.sample.kind === "paid" &&
        !candidate.sample.hidden &&
        candidate.window &&
        onSaleNow(candidate) &&
        remaining.get(candidate.ticketType.id)! >= 2,
    );
    if (type) {
      const draft = makeDraft(
        [{ ticketType: type.ticketType, sample: type.sample, quantity: 2, unitPrice: type.sample.price }],
        now.getTime() - 3 * MINUTE,
        false,
      );
      draft.order.status = "reserved";
      remaining.set(type.ticketType.id, remaining.get(type.ticketType.id)! - 2);
      totalLeft -= 2;
      drafts.push(draft);
    }
  }

  while (totalLeft > 0) {
    const open = types.filter((type) => remaining.get(type.ticketType.id)! >= (type.sample.minPerOrder ?? 1));
    if (open.length === 0) break;
    const type = weightedPick(random, open, (candidate) => remaining.get(candidate.ticketType.id)!);
    const left = Math.min(remaining.get(type.ticketType.id)!, totalLeft, type.ticketType.maxPerOrder);
    const quantity = ticketQuantity(random, type.sample, left);
    if (quantity < (type.sample.minPerOrder ?? 1)) {
      remaining.set(type.ticketType.id, 0);
      continue;
    }
    const createdAt = nearTheEnd(random, type.window!);
    const lines: Line[] = [
      { ticketType: type.ticketType, sample: type.sample, quantity, unitPrice: unitPriceOf(random, type.sample) },
    ];
    remaining.set(type.ticketType.id, remaining.get(type.ticketType.id)! - quantity);
    totalLeft -= quantity;
    // Now and then a second ticket type in the same order (a pass and a workshop, entry and a donation).
    if (!type.sample.hidden && totalLeft > 0 && random.chance(0.18)) {
      const extra = types.find(
        (candidate) =>
          candidate !== type &&
          !candidate.sample.hidden &&
          (candidate.sample.minPerOrder ?? 1) === 1 &&
          remaining.get(candidate.ticketType.id)! > 0 &&
          candidate.window &&
          candidate.window[0] <= createdAt &&
          createdAt <= candidate.window[1],
      );
      if (extra) {
        const extraQuantity = Math.min(
          random.int(1, 2),
          remaining.get(extra.ticketType.id)!,
          totalLeft,
          extra.ticketType.maxPerOrder,
        );
        lines.push({
          ticketType: extra.ticketType,
          sample: extra.sample,
          quantity: extraQuantity,
          unitPrice: unitPriceOf(random, extra.sample),
        });
        remaining.set(extra.ticketType.id, remaining.get(extra.ticketType.id)! - extraQuantity);
        totalLeft -= extraQuantity;
      }
    }
    const draft = makeDraft(lines, createdAt, Boolean(type.sample.hidden));
    draft.order.status = heldStatus(random, draft, event, now);
    drafts.push(draft);
  }

  // Orders that hold nothing: abandoned checkouts, cancelled RSVPs and unpaid transfers, refunds.
  const visible = types.filter((type) => type.window && !type.sample.hidden);
  const paid = visible.some((type) => type.sample.kind !== "free");
  const extraCount = Math.round(drafts.length * (paid ? 0.11 : 0.05));
  for (let index = 0; index < extraCount && visible.length > 0; index++) {
    const type = random.pick(visible);
    const quantity = Math.max(
      type.sample.minPerOrder ?? 1,
      ticketQuantity(random, type.sample, type.ticketType.maxPerOrder),
    );
    const draft = makeDraft(
      [{ ticketType: type.ticketType, sample: type.sample, quantity, unitPrice: unitPriceOf(random, type.sample) }],
      nearTheEnd(random, type.window!),
      false,
    );
    const isFree = type.sample.kind === "free";
    const roll = random.next();
    draft.order.status = isFree
      ? "cancelled"
      : roll < 0.5
        ? "expired"
        : roll < 0.75
          ? event.paymentMethod === "offline"
            ? "cancelled"
            : "expired"
          : "refunded";
    // A card payment that came after its reservation had run out: refunded at once, never completed.
    draft.latePayment = draft.order.status === "refunded" && event.paymentMethod === "stripe";
    drafts.push(draft);
  }
  return drafts.sort((a, b) => a.order.createdAt.getTime() - b.order.createdAt.getTime());
}

function heldStatus(random: Random, draft: Draft, event: EventRow, now: Date): string {
  const subtotal = draft.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (subtotal === 0) return "completed";
  const quantity = draft.lines.reduce((sum, line) => sum + line.quantity, 0);
  const upcoming = event.startsAt.getTime() > now.getTime();
  const recent = now.getTime() - draft.order.createdAt.getTime() < 6 * DAY;
  // Bank transfers take a few days: recent offline orders of upcoming events are often still unpaid.
  if (upcoming && event.paymentMethod === "offline" && recent && random.chance(0.4)) return "awaiting_payment";
  if (quantity >= 2 && random.chance(0.05)) return "partially_refunded";
  return "completed";
}

function newOrder(event: EventRow, buyer: Buyer, createdAt: Date): OrderRow {
  return {
    id: randomUUID(),
    eventId: event.id,
    reference: newOrderReference(),
    accessToken: newAccessToken(),
    status: "completed",
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    subtotal: 0,
    discount: 0,
    total: 0,
    currency: event.currency,
    promoCodeId: null,
    paymentProvider: "free",
    stripeCheckoutSessionId: null,
    stripePaymentIntentId: null,
    refundedAmount: 0,
    reservedUntil: null,
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    ref: null,
    locale: null,
    clientIpHash: null,
    // Set for the orders still awaiting an offline payment (settle.ts), as the checkout sets it.
    paymentDueAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Gives each promo code its uses among the orders that could have used it (held, paid, bought while it was valid). */
export function applyPromoCodes(
  drafts: Draft[],
  promoSamples: SamplePromoCode[],
  promoCodes: PromoCodeRow[],
  sample: ProfileSample,
  eventSample: SampleEvent,
  random: Random,
) {
  const taken = new Set<Draft>();
  promoSamples.forEach((promoSample, index) => {
    const promo = promoCodes[index];
    const candidates = drafts.filter(
      (draft) =>
        HOLDING.has(draft.order.status) &&
        !taken.has(draft) &&
        draft.order.createdAt >= promo.createdAt &&
        (!promo.expiresAt || draft.order.createdAt < promo.expiresAt) &&
        promoDiscount(promo, draft.lines) > 0 &&
        promoDiscount(promo, draft.lines) < subtotalOf(draft.lines),
    );
    // Buyers with the code mostly came from where it was published.
    const preferred = promoSample.via ? candidates.filter((draft) => draft.trafficKey === promoSample.via) : [];
    const others = random.sample(
      candidates.filter((draft) => !preferred.includes(draft)),
      candidates.length,
    );
    const chosen = [...random.sample(preferred, preferred.length), ...others].slice(
      0,
      Math.min(promoSample.uses, promoSample.maxUses ?? Infinity),
    );
    for (const draft of chosen) {
      taken.add(draft);
      draft.order.promoCodeId = promo.id;
      const via = promoSample.via && sample.traffic.find((source) => source.key === promoSample.via);
      if (via && draft.trafficKey !== via.key && !draft.order.ref) {
        draft.trafficKey = via.key;
        Object.assign(draft.order, trackingOf(random, via.key, sample, eventSample, false));
      }
      draft.promo = promo;
    }
  });
}

export function subtotalOf(lines: Line[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** The discount of lib/orders/reserve.ts (promoDiscount): percent of the eligible lines, or a fixed amount off each eligible ticket. */
export function promoDiscount(promo: PromoCodeRow, lines: Line[]): number {
  const eligibleIds = JSON.parse(promo.ticketTypeIds as string) as string[];
  const eligible = lines.filter((line) => eligibleIds.length === 0 || eligibleIds.includes(line.ticketType.id));
  if (promo.discountType === "percent")
    return Math.round((eligible.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) * promo.amount) / 100);
  return eligible.reduce((sum, line) => sum + Math.min(promo.amount, line.unitPrice) * line.quantity, 0);
}

/** A cancelled event: paid orders refunded, the rest cancelled; nothing holds tickets any more. */
export function cancelOrders(drafts: Draft[], event: EventRow) {
  for (const draft of drafts) {
    const paid = subtotalOf(draft.lines) > 0;
    if (draft.order.status === "completed" || draft.order.status === "partially_refunded")
      draft.order.status = paid ? "refunded" : "cancelled";
    else if (draft.order.status === "awaiting_payment" || draft.order.status === "reserved")
      draft.order.status = "cancelled";
    if (draft.order.status === "cancelled" && !draft.order.cancelledAt) draft.order.cancelledAt = event.cancelledAt;
  }
}
