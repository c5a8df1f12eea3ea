import { randomBytes, randomUUID } from "node:crypto";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import type { Db, Tx } from "@/lib/prisma-client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { slugifyTitle } from "@/lib/events/slug";
import { fromZonedInput, toZonedInput } from "@/lib/events/zoned-time";
import { newAccessToken, newOrderReference, newTicketCode } from "@/lib/orders/codes";
import { EVENT_SAMPLES } from "@/seed/data/events";
import { BUYER_DOMAINS, BUYER_NAMES } from "@/seed/data/events/people";
import type {
  EventsProfile,
  ProfileSample,
  Region,
  SampleEvent,
  SamplePromoCode,
  SampleTicketType,
  TrafficSource,
} from "@/seed/data/events/types";
import type { Random } from "@/lib/sample/random";

// The events sample of a demo account: events in every state (past, happening now, upcoming,
// nearly and fully sold out, drafts, cancelled, archived, unlisted) with ticket types, promo
// codes, orders in every status, attendees (checked in at past events) and 60 days of page views
// with UTM sources. Every date is relative to `options.now`, and the rows obey the rules the app
// enforces: never more tickets held than a ticket type's quantity or the event's capacity, totals
// that add up, a promo code never used beyond its limit, check-ins only while the event ran.
// The rows are built in memory and written with a few multi-row INSERTs, one transaction per account.

export type EventsSeedAccount = {
  accountKey: string;
  userId: string | null;
  vendorId: string | null;
  currency: string;
  hostName: string;
};

export type EventsSeedOptions = { now: Date; random: Random; profile: EventsProfile };

export type EventsSeedSummary = {
  events: number;
  ticketTypes: number;
  promoCodes: number;
  orders: number;
  orderItems: number;
  attendees: number;
  pageViews: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the analytics sample reaches. */
const VIEW_DAYS = 60;
/** Page views per account at most (three accounts stay under 15,000 rows). */
const MAX_VIEWS_PER_ACCOUNT = 4_500;
/** Orders per page view, per event, drawn from this range (analytics' conversion rate). */
const CONVERSION_RANGE = [0.035, 0.08] as const;
/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 2_500;

const HOLDING = new Set(["completed", "awaiting_payment", "partially_refunded"]);

/** A row with every column given (see insertRows), dates as dates. */
type Complete<T, Dates extends keyof T, NullableDates extends keyof T = never> = Required<
  Omit<T, Dates | NullableDates>
> &
  Record<Dates, Date> &
  Record<NullableDates, Date | null>;
type EventRow = Complete<
  Prisma.EventCreateManyInput,
  "startsAt" | "endsAt" | "createdAt" | "updatedAt",
  "publishedAt" | "cancelledAt" | "archivedAt"
>;
type TicketTypeRow = Complete<
  Prisma.TicketTypeCreateManyInput,
  "createdAt" | "updatedAt",
  "salesStartAt" | "salesEndAt"
>;
type PromoCodeRow = Complete<Prisma.PromoCodeCreateManyInput, "createdAt", "expiresAt">;
type OrderRow = Complete<
  Prisma.OrderCreateManyInput,
  "createdAt" | "updatedAt",
  "reservedUntil" | "paidAt" | "completedAt" | "cancelledAt"
>;
type ItemRow = Required<Prisma.OrderItemCreateManyInput>;
type AttendeeRow = Complete<Prisma.AttendeeCreateManyInput, "createdAt", "checkedInAt">;
type ViewRow = Complete<Prisma.EventPageViewCreateManyInput, "createdAt">;

type Line = { ticketType: TicketTypeRow; sample: SampleTicketType; quantity: number; unitPrice: number };
type Buyer = { name: string; email: string };
type Tracking = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  ref: string | null;
};
/** An order before its money is settled. */
type Draft = { order: OrderRow; lines: Line[]; trafficKey: string | null; promo?: PromoCodeRow };

type Rows = {
  events: EventRow[];
  ticketTypes: TicketTypeRow[];
  promoCodes: PromoCodeRow[];
  orders: OrderRow[];
  items: ItemRow[];
  attendees: AttendeeRow[];
  views: ViewRow[];
};

/**
 * Writes the events sample of `options.profile` for one account. With a `Db` it runs in its own
 * transaction; inside a caller's transaction (`Tx`) it just writes. Slugs are global: a title
 * another account already uses gets the host's name (or a short random tail) appended.
 */
export async function seedEvents(
  client: Tx | Db,
  account: EventsSeedAccount,
  options: EventsSeedOptions,
): Promise<EventsSeedSummary> {
  if ("$transaction" in client) {
    return client.$transaction((tx) => seedEvents(tx, account, options), { timeout: 60_000 });
  }
  const sample = EVENT_SAMPLES[options.profile];
  const checkerName = await checkerNameOf(client, account);
  const slugs = await freeSlugs(
    client,
    sample.events.map((event) => slugifyTitle(event.title)),
    account.hostName,
    options.random,
  );
  const rows = buildRows(sample, account, { ...options, checkerName, slugs });
  const takenReferences = await client.order.findMany({
    where: { reference: { in: rows.orders.map((order) => order.reference) } },
    select: { reference: true },
  });
  if (takenReferences.length > 0) {
    const taken = new Set(takenReferences.map((row) => row.reference));
    for (const order of rows.orders) while (taken.has(order.reference)) order.reference = newOrderReference();
  }

  await insertRows(client, "Event", rows.events);
  await insertRows(client, "TicketType", rows.ticketTypes);
  await insertRows(client, "PromoCode", rows.promoCodes);
  await insertRows(client, "Order", rows.orders);
  await insertRows(client, "OrderItem", rows.items);
  await insertRows(client, "Attendee", rows.attendees);
  await insertRows(client, "EventPageView", rows.views);
  return {
    events: rows.events.length,
    ticketTypes: rows.ticketTypes.length,
    promoCodes: rows.promoCodes.length,
    orders: rows.orders.length,
    orderItems: rows.items.length,
    attendees: rows.attendees.length,
    pageViews: rows.views.length,
  };
}

/**
 * Writes rows with multi-row INSERTs of literal values. Prisma's createMany goes through the SQLite
 * driver adapter at about ten times the cost per row, and bound parameters still cost three times
 * as much as literals, which kept seeding the three demo accounts above 3 s. Every value here is
 * made by this file (no user input), and sqlLiteral quotes it the way SQLite reads it back.
 * The rows are `Complete` Prisma inputs, so every column is there and named as in the schema.
 */
async function insertRows<T extends object>(client: Tx, table: string, rows: T[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]) as (keyof T & string)[];
  const head = `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => `(${columns.map((column) => sqlLiteral(row[column])).join(", ")})`);
    await client.$executeRawUnsafe(head + values.join(", "));
  }
}

/** A value as SQLite literal text; dates in Prisma's stored form, as lib/orders/sqlite.ts compares them. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return `'${sqliteInstant(value)}'`;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer column value: ${value}`);
    return String(value);
  }
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`Cannot write ${typeof value} values.`);
}

/** Who checks people in at the door: the account's person (a vendor's first owner). */
async function checkerNameOf(client: Tx, account: EventsSeedAccount): Promise<string> {
  if (account.userId) {
    const user = await client.user.findUnique({ where: { id: account.userId }, select: { displayName: true } });
    return user?.displayName || account.hostName;
  }
  if (account.vendorId) {
    const owner = await client.vendorMember.findFirst({
      where: { vendorId: account.vendorId, role: "owner" },
      orderBy: { createdAt: "asc" },
      select: { user: { select: { displayName: true } } },
    });
    return owner?.user.displayName || account.hostName;
  }
  return account.hostName;
}

/** Each title's slug, or with the host's name (then a random tail) appended when another event has it. */
async function freeSlugs(client: Tx, bases: string[], hostName: string, random: Random): Promise<string[]> {
  const result = [...bases];
  const hostPart = slugifyTitle(hostName);
  const isTaken = async (candidates: string[]) =>
    new Set(
      (await client.event.findMany({ where: { slug: { in: candidates } }, select: { slug: true } })).map(
        (event) => event.slug,
      ),
    );
  let pending = result.map((_, index) => index);
  for (let attempt = 0; pending.length > 0; attempt++) {
    const taken = await isTaken(pending.map((index) => result[index]));
    const used = new Set<string>();
    pending = pending.filter((index) => {
      const clash = taken.has(result[index]) || used.has(result[index]) || result.indexOf(result[index]) !== index;
      if (!clash) used.add(result[index]);
      return clash;
    });
    for (const index of pending) {
      const tail =
        attempt === 0
          ? hostPart
          : Array.from({ length: 4 }, () => "abcdefghjkmnpqrstuvwxyz23456789"[random.int(0, 30)]).join("");
      result[index] = `${bases[index].slice(0, 60).replace(/-+$/, "")}-${tail}`.slice(0, 80).replace(/-+$/, "");
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Building the rows

type BuildContext = EventsSeedOptions & { checkerName: string; slugs: string[] };

function buildRows(sample: ProfileSample, account: EventsSeedAccount, context: BuildContext): Rows {
  const rows: Rows = { events: [], ticketTypes: [], promoCodes: [], orders: [], items: [], attendees: [], views: [] };
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
    for (const draft of drafts) {
      settle(draft, event, context);
      rows.orders.push(draft.order);
      for (const line of draft.lines) {
        rows.items.push({
          id: randomUUID(),
          orderId: draft.order.id,
          ticketTypeId: line.ticketType.id,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        });
      }
      rows.attendees.push(...attendeesOf(draft, event, context));
    }
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

/** A moment in [from, to], more often near `to` (sales pick up as the date nears). */
function nearTheEnd(random: Random, [from, to]: [number, number]): number {
  const u = random.next();
  const share = random.chance(0.7) ? u * u : u;
  return to - share * (to - from);
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
function buildOrders(
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
    createdAt,
    updatedAt: createdAt,
  };
}

function weightedPick<T>(random: Random, items: T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1];
}

/** A traffic source: by share of visits, or (for buyers) weighted by how well it converts. */
function pickTraffic(random: Random, traffic: TrafficSource[], buyer: boolean): TrafficSource {
  return weightedPick(random, traffic, (source) => source.weight * (buyer ? source.conversion : 1));
}

function trackingOf(
  random: Random,
  trafficKey: string | null,
  sample: ProfileSample,
  eventSample: SampleEvent,
  hidden: boolean,
): Tracking {
  const none: Tracking = {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    ref: null,
  };
  if (hidden) return { ...none, ref: random.pick(sample.inviteRefs) };
  // Unlisted pages travel by shared link: mostly a personal ref, rarely a campaign.
  if (eventSample.visibility === "unlisted" && random.chance(0.75))
    return { ...none, ref: random.chance(0.6) ? random.pick(sample.refs) : null };
  const source = sample.traffic.find((candidate) => candidate.key === trafficKey);
  if (!source) return none;
  return {
    utmSource: source.source,
    utmMedium: source.medium,
    utmCampaign: source.campaign === "event" ? eventSample.campaign : source.campaign,
    utmTerm: source.term ?? null,
    utmContent: source.contents ? random.pick(source.contents) : null,
    ref: random.chance(0.07) ? random.pick(sample.refs) : null,
  };
}

/** Gives each promo code its uses among the orders that could have used it (held, paid, bought while it was valid). */
function applyPromoCodes(
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

function subtotalOf(lines: Line[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/** The discount of lib/orders/reserve.ts (promoDiscount): percent of the eligible lines, or a fixed amount off each eligible ticket. */
function promoDiscount(promo: PromoCodeRow, lines: Line[]): number {
  const eligibleIds = JSON.parse(promo.ticketTypeIds as string) as string[];
  const eligible = lines.filter((line) => eligibleIds.length === 0 || eligibleIds.includes(line.ticketType.id));
  if (promo.discountType === "percent")
    return Math.round((eligible.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) * promo.amount) / 100);
  return eligible.reduce((sum, line) => sum + Math.min(promo.amount, line.unitPrice) * line.quantity, 0);
}

/** A cancelled event: paid orders refunded, the rest cancelled; nothing holds tickets any more. */
function cancelOrders(drafts: Draft[], event: EventRow) {
  for (const draft of drafts) {
    const paid = subtotalOf(draft.lines) > 0;
    if (draft.order.status === "completed" || draft.order.status === "partially_refunded")
      draft.order.status = paid ? "refunded" : "cancelled";
    else if (draft.order.status === "awaiting_payment" || draft.order.status === "reserved")
      draft.order.status = "cancelled";
    if (draft.order.status === "cancelled" && !draft.order.cancelledAt) draft.order.cancelledAt = event.cancelledAt;
  }
}

/** Money and timestamps of an order, from its lines, promo code and status. */
function settle(draft: Draft, event: EventRow, context: BuildContext) {
  const { random, now } = context;
  const order = draft.order;
  const promo = draft.promo;
  const subtotal = subtotalOf(draft.lines);
  const discount = promo ? promoDiscount(promo, draft.lines) : 0;
  const total = subtotal - discount;
  const created = order.createdAt.getTime();
  const quantity = draft.lines.reduce((sum, line) => sum + line.quantity, 0);
  const stripe = total > 0 && event.paymentMethod === "stripe";
  Object.assign(order, { subtotal, discount, total, paymentProvider: total === 0 ? "free" : event.paymentMethod });

  // When the money arrived: seconds after checkout on Stripe; a transfer takes hours to days
  // (before the doors open, or at the door).
  const paidAt = () => {
    if (stripe) return new Date(Math.min(created + random.int(1, 6) * MINUTE, now.getTime() - MINUTE / 2));
    const limit = Math.min(now.getTime() - 10 * MINUTE, event.startsAt.getTime() + 30 * MINUTE);
    return new Date(Math.max(created + 5 * MINUTE, Math.min(created + random.int(3, 72) * HOUR, limit)));
  };
  let updatedAt = created;
  switch (order.status) {
    case "reserved":
      order.reservedUntil = new Date(created + event.reservationMinutes * MINUTE);
      break;
    case "expired":
      // An abandoned checkout whose hold has run out by now.
      if (created > now.getTime() - (event.reservationMinutes + 1) * MINUTE) {
        order.createdAt = new Date(now.getTime() - (event.reservationMinutes + random.int(2, 90)) * MINUTE);
      }
      order.reservedUntil = new Date(order.createdAt.getTime() + event.reservationMinutes * MINUTE);
      updatedAt = order.reservedUntil.getTime();
      break;
    case "awaiting_payment":
      updatedAt = created + random.int(1, 5) * MINUTE;
      break;
    case "completed":
    case "partially_refunded":
    case "refunded": {
      if (total === 0) {
        order.completedAt = order.createdAt;
      } else {
        order.paidAt = paidAt();
        order.completedAt = order.paidAt;
      }
      updatedAt = order.completedAt!.getTime();
      if (order.status === "partially_refunded") {
        // One ticket of the order given back.
        order.refundedAmount = Math.max(1, Math.min(total - 1, Math.round(total / quantity)));
      }
      if (order.status === "refunded") order.refundedAmount = total;
      if (order.status !== "completed") {
        const refundLimit = event.cancelledAt
          ? event.cancelledAt.getTime() + 6 * HOUR
          : Math.min(now.getTime() - MINUTE, event.startsAt.getTime());
        updatedAt = Math.max(updatedAt + HOUR, Math.min(updatedAt + random.int(1, 10) * DAY, refundLimit));
        updatedAt = Math.min(updatedAt, now.getTime() - MINUTE);
      }
      break;
    }
    case "cancelled": {
      const cancelled = order.cancelledAt
        ? order.cancelledAt.getTime()
        : Math.min(created + random.int(1, 6) * DAY, now.getTime() - HOUR, event.startsAt.getTime());
      order.cancelledAt = new Date(Math.max(cancelled, created + MINUTE));
      updatedAt = order.cancelledAt.getTime();
      break;
    }
  }
  if (order.paymentProvider === "stripe" && order.status !== "cancelled") {
    order.stripeCheckoutSessionId = `cs_test_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x")}`;
    if (order.paidAt) order.stripePaymentIntentId = `pi_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;
  }
  order.updatedAt = new Date(Math.min(updatedAt, now.getTime()));
}

/** One attendee per ticket of an order that has valid tickets; at past events most were checked in. */
function attendeesOf(draft: Draft, event: EventRow, context: BuildContext): AttendeeRow[] {
  const { random, now } = context;
  const order = draft.order;
  if (order.status !== "completed" && order.status !== "partially_refunded") return [];
  const started = event.startsAt.getTime() <= now.getTime();
  const ended = event.endsAt.getTime() <= now.getTime();
  const atTheDoor = event.format !== "online";
  const doorsOpen = event.startsAt.getTime() - 45 * MINUTE;
  return draft.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (): AttendeeRow => {
      let checkedInAt: Date | null = null;
      if (atTheDoor && started && random.chance(ended ? 0.86 : 0.45)) {
        // Most arrive around the start; a few late.
        const lastArrival = Math.min(
          event.endsAt.getTime() - 10 * MINUTE,
          ended ? event.startsAt.getTime() + 2 * HOUR : now.getTime() - 2 * MINUTE,
        );
        const span = Math.max(0, lastArrival - doorsOpen);
        checkedInAt = new Date(doorsOpen + Math.round(span * random.next() ** 1.6));
      }
      return {
        id: randomUUID(),
        orderId: order.id,
        eventId: event.id,
        ticketTypeId: line.ticketType.id,
        // As lib/orders/complete.ts does: every ticket carries the buyer's name and email.
        name: order.buyerName,
        email: order.buyerEmail,
        code: newTicketCode(),
        checkedInAt,
        checkedInBy: checkedInAt ? context.checkerName : null,
        createdAt: order.completedAt ?? order.createdAt,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Page views

/** Views of each published event's page over the last 60 days, so that orders / views lands in the conversion range. */
function buildViews(
  plans: { event: EventRow; sample: SampleEvent; orders: OrderRow[] }[],
  sample: ProfileSample,
  context: BuildContext,
): ViewRow[] {
  const { random, now } = context;
  const windows = plans.map((plan) => {
    const from = Math.max(now.getTime() - VIEW_DAYS * DAY, plan.event.publishedAt!.getTime());
    const to = Math.min(now.getTime() - MINUTE, plan.event.endsAt.getTime());
    const ordersInWindow = plan.orders.filter((order) => order.createdAt.getTime() >= from).length;
    const rate = CONVERSION_RANGE[0] + random.next() * (CONVERSION_RANGE[1] - CONVERSION_RANGE[0]);
    const days = Math.max(0, (to - from) / DAY);
    return {
      plan,
      from,
      to,
      ordersInWindow,
      count: to > from ? Math.max(Math.round(ordersInWindow / rate), Math.round(days * 3)) : 0,
    };
  });
  // Keep the table small: scale down, but never past the top of the conversion range.
  const total = windows.reduce((sum, window) => sum + window.count, 0);
  if (total > MAX_VIEWS_PER_ACCOUNT) {
    const factor = MAX_VIEWS_PER_ACCOUNT / total;
    for (const window of windows)
      window.count = Math.max(
        Math.ceil(window.ordersInWindow / CONVERSION_RANGE[1]),
        Math.round(window.count * factor),
      );
  }
  const views: ViewRow[] = [];
  for (const { plan, from, to, count } of windows) {
    let made = 0;
    while (made < count) {
      const visits = Math.min(count - made, random.chance(0.72) ? 1 : random.chance(0.65) ? 2 : 3);
      const visitorId = visitorIdOf(random);
      const source =
        plan.sample.visibility === "unlisted" && random.chance(0.8) ? null : pickTraffic(random, sample.traffic, false);
      const arrival = trackingOf(random, source?.key ?? null, sample, plan.sample, false);
      const times = Array.from({ length: visits }, () =>
        Math.round(random.chance(0.65) ? nearTheEnd(random, [from, to]) : from + random.next() * (to - from)),
      ).sort((a, b) => a - b);
      let last = -Infinity;
      times.forEach((time, index) => {
        // The beacon counts one view per visitor per 30 minutes.
        const at = Math.max(time, last + 31 * MINUTE);
        if (at > to) return;
        last = at;
        const returning = index > 0 && random.chance(0.5);
        views.push({
          id: randomUUID(),
          eventId: plan.event.id,
          visitorId,
          utmSource: returning ? null : arrival.utmSource,
          utmMedium: returning ? null : arrival.utmMedium,
          utmCampaign: returning ? null : arrival.utmCampaign,
          ref: returning ? null : arrival.ref,
          createdAt: new Date(at),
        });
      });
      made += visits;
    }
  }
  return views;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

function visitorIdOf(random: Random): string {
  let id = "";
  for (let index = 0; index < 22; index++) id += ID_ALPHABET[random.int(0, ID_ALPHABET.length - 1)];
  return id;
}

// ---------------------------------------------------------------------------------------------
// Buyers

/** Buyers of one account: new people mostly, some coming back for another event (same address). */
class BuyerPool {
  private readonly seen: Buyer[] = [];
  private readonly emails = new Map<string, string>();
  constructor(private readonly random: Random) {}

  next(audience: Partial<Record<Region, number>>): Buyer {
    if (this.seen.length > 20 && this.random.chance(0.12)) return this.random.pick(this.seen);
    const regions = Object.entries(audience) as [Region, number][];
    const [region] = weightedPick(this.random, regions, ([, share]) => share);
    const name = this.random.pick(BUYER_NAMES[region]);
    let email = this.emails.get(name);
    if (!email) {
      email = emailOf(this.random, name);
      this.emails.set(name, email);
    }
    const buyer = { name, email };
    this.seen.push(buyer);
    return buyer;
  }
}

/** "Ștefan Rusu" → "stefan.rusu@example.org" and the like. */
function emailOf(random: Random, name: string): string {
  const parts = name
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[\s-]+/)
    .map((part) => part.replace(/[^a-z]/g, ""))
    .filter(Boolean);
  const first = parts[0];
  const last = parts[parts.length - 1];
  const local = random.pick([
    `${first}.${last}`,
    `${first}.${last}`,
    `${first}${last}`,
    `${first[0]}${last}`,
    `${first}_${last}${random.int(10, 99)}`,
    `${first}.${last[0]}`,
  ]);
  return `${local}@${random.pick(BUYER_DOMAINS)}`;
}
