import { randomUUID } from "node:crypto";
import { fromZonedInput, toZonedInput } from "@/lib/events/zoned-time";
import type { ProfileSample, SampleEvent, SamplePromoCode, SampleTicketType } from "@/seed/data/events/types";
import { applyPromoCodes, buildOrders, cancelOrders } from "./build-orders";
import { BuyerPool } from "./random-picks";
import {
  BuildContext,
  DAY,
  EventRow,
  EventsSeedAccount,
  HOUR,
  MINUTE,
  OrderRow,
  PromoCodeRow,
  AttendeeRow,
  Rows,
  TicketTypeRow,
} from "./rows";
import { attendeesOf, evenOutCheckIns, settle } from "./settle";
import { buildViews } from "./traffic";

// One sample event's rows: the event, its ticket types and promo codes, then its orders,
// attendees and page views (the steps in the files beside this one).

export function buildRows(sample: ProfileSample, account: EventsSeedAccount, context: BuildContext): Rows {
  const rows: Rows = {
    events: [],
    ticketTypes: [],
    promoCodes: [],
    orders: [],
    items: [],
    refunds: [],
    attendees: [],
    views: [],
  };
  const buyers = new BuyerPool(context.random);
  const viewPlans: { event: EventRow; sample: SampleEvent; orders: OrderRow[] }[] = [];
  sample.events.forEach((eventSample, index) => {
    const event = buildEvent(eventSample, account, sample, context, context.slugs[index]);
    rows.events.push(event);
    const ticketTypes = eventSample.ticketTypes.map((ticketSample, position) =>
      buildTicketType(ticketSample, event, position),
    );
    rows.ticketTypes.push(...ticketTypes);
    const promoCodes = (eventSample.promoCodes ?? []).map((promoSample) =>
      buildPromoCode(promoSample, event, ticketTypes, context.now),
    );
    rows.promoCodes.push(...promoCodes);
    if (!event.publishedAt) return;

    const drafts = buildOrders(eventSample, event, ticketTypes, sample, buyers, context);
    applyPromoCodes(drafts, eventSample.promoCodes ?? [], promoCodes, sample, eventSample, context.random);
    if (event.status === "cancelled") cancelOrders(drafts, event);
    const eventAttendees: AttendeeRow[] = [];
    for (const draft of drafts) {
      settle(draft, event, context);
      rows.orders.push(draft.order);
      for (const line of draft.lines) {
        rows.items.push({
          id: randomUUID(),
          orderId: draft.order.id,
          ticketTypeId: line.ticketType.id,
          quantity: line.quantity,
          releasedQuantity: 0,
          unitPrice: line.unitPrice,
        });
      }
      if (draft.refund) rows.refunds.push(draft.refund);
      eventAttendees.push(...attendeesOf(draft, event, context));
    }
    rows.attendees.push(...evenOutCheckIns(eventAttendees, event, context));
    if (event.status === "published")
      viewPlans.push({ event, sample: eventSample, orders: drafts.map((draft) => draft.order) });
  });
  rows.views = buildViews(viewPlans, sample, context);
  return rows;
}

/** Start and end of a sample event: a local wall-clock time `inDays` from now, or "started a while ago". */
function scheduleOf(eventSample: SampleEvent, timezone: string, now: Date): { startsAt: Date; endsAt: Date } {
  const schedule = eventSample.schedule;
  if ("happeningNow" in schedule) {
    const startsAt = new Date(
      Math.floor((now.getTime() - schedule.startedMinutesAgo * MINUTE) / (15 * MINUTE)) * 15 * MINUTE,
    );
    return { startsAt, endsAt: new Date(startsAt.getTime() + schedule.hours * HOUR) };
  }
  const today = toZonedInput(now, timezone).slice(0, 10);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + schedule.inDays);
  const [hours, minutes] = schedule.at.split(":").map(Number);
  const local = `${day.toISOString().slice(0, 10)}T${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const startsAt = fromZonedInput(local, timezone);
  if (!startsAt) throw new Error(`Bad schedule for "${eventSample.title}".`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + schedule.hours * HOUR) };
}

function buildEvent(
  eventSample: SampleEvent,
  account: EventsSeedAccount,
  sample: ProfileSample,
  context: BuildContext,
  slug: string,
): EventRow {
  const { now, random } = context;
  const timezone = eventSample.venue?.timezone ?? eventSample.timezone ?? "UTC";
  const { startsAt, endsAt } = scheduleOf(eventSample, timezone, now);
  const isDraft = eventSample.status === "draft";
  const publishedAt = isDraft
    ? null
    : new Date(
        Math.min(
          startsAt.getTime() - eventSample.onSaleDaysBefore * DAY + random.int(0, 10) * HOUR,
          now.getTime() - 2 * HOUR,
        ),
      );
  const createdAt = isDraft
    ? new Date(now.getTime() - random.int(2, 12) * DAY - random.int(0, 20) * HOUR)
    : new Date(publishedAt!.getTime() - random.int(1, 6) * DAY - random.int(0, 8) * HOUR);
  const cancelledAt =
    eventSample.status === "cancelled"
      ? new Date(now.getTime() - (eventSample.cancelledDaysAgo ?? 1) * DAY - random.int(1, 8) * HOUR)
      : null;
  const archivedAt =
    eventSample.status === "archived"
      ? new Date(Math.min(endsAt.getTime() + random.int(10, 30) * DAY, now.getTime() - DAY))
      : null;
  const fill = (text: string) => text.replaceAll("{host}", account.hostName);
  const venue = eventSample.venue;
  return {
    id: randomUUID(),
    accountKey: account.accountKey,
    userId: account.userId,
    vendorId: account.vendorId,
    slug,
    title: eventSample.title,
    summary: eventSample.summary,
    description: fill(eventSample.description),
    category: eventSample.category,
    coverImage: null,
    format: eventSample.format,
    venueName: venue?.name ?? "",
    venueAddress: venue?.address ?? "",
    venueCity: venue?.city ?? "",
    venueCountry: venue?.country ?? "",
    onlineUrl: eventSample.onlineUrl ?? null,
    timezone,
    startsAt,
    endsAt,
    status: eventSample.status,
    visibility: eventSample.visibility,
    currency: account.currency,
    capacity: eventSample.capacity,
    paymentMethod: eventSample.paymentMethod,
    offlinePaymentInstructions: eventSample.paymentMethod === "offline" ? fill(sample.offlinePaymentInstructions) : "",
    reservationMinutes: 15,
    // A week to pay by bank transfer: longer than the window in which the sample's offline orders
    // are still unpaid (build-orders.ts heldStatus, 6 days), so every one of them is before its deadline.
    paymentDueDays: 7,
    publishedAt,
    cancelledAt,
    archivedAt,
    createdAt,
    updatedAt: new Date(
      Math.max(
        createdAt.getTime(),
        publishedAt?.getTime() ?? 0,
        cancelledAt?.getTime() ?? 0,
        archivedAt?.getTime() ?? 0,
      ),
    ),
  };
}

function buildTicketType(ticketSample: SampleTicketType, event: EventRow, position: number): TicketTypeRow {
  const before = (days: number | undefined) =>
    days === undefined ? null : new Date(event.startsAt.getTime() - days * DAY);
  return {
    id: randomUUID(),
    eventId: event.id,
    name: ticketSample.name,
    description: ticketSample.description,
    kind: ticketSample.kind,
    price: ticketSample.price,
    quantity: ticketSample.quantity,
    salesStartAt: before(ticketSample.salesStartDaysBefore),
    salesEndAt: before(ticketSample.salesEndDaysBefore),
    minPerOrder: ticketSample.minPerOrder ?? 1,
    maxPerOrder: ticketSample.maxPerOrder ?? 10,
    hidden: ticketSample.hidden ?? false,
    position,
    createdAt: event.createdAt,
    updatedAt: event.createdAt,
  };
}

function buildPromoCode(
  promoSample: SamplePromoCode,
  event: EventRow,
  ticketTypes: TicketTypeRow[],
  now: Date,
): PromoCodeRow {
  const createdAt = event.publishedAt ?? event.createdAt;
  return {
    id: randomUUID(),
    eventId: event.id,
    code: promoSample.code,
    discountType: promoSample.discountType,
    amount: promoSample.amount,
    ticketTypeIds: JSON.stringify((promoSample.ticketTypes ?? []).map((index) => ticketTypes[index].id)),
    maxUses: promoSample.maxUses ?? null,
    expiresAt:
      promoSample.expiresInDays === undefined ? null : new Date(now.getTime() + promoSample.expiresInDays * DAY),
    createdAt,
  };
}
