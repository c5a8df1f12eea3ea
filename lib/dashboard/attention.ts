import "server-only";
import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import { effectiveCapacity } from "@/lib/events/list-events";
import { payableOrderWhere } from "@/lib/orders/availability";
import type { AttentionItem, UpcomingEvent } from "@/lib/dashboard/schema";

type Item<Kind extends AttentionItem["kind"]> = Extract<AttentionItem, { kind: Kind }>;

// "Needs attention": what the host should do something about, most urgent first, each item a link
// to where it is fixed. The capacity rules read the upcoming events' stock (upcoming.ts) so the
// dashboard's two lists never disagree.

/** Items of one kind listed at most (the soonest, or the oldest, first). */
export const ATTENTION_LIMIT = 5;
/** "Starting soon": within this many hours. */
export const STARTING_SOON_HOURS = 48;
/** "Nearly sold out": this share of the capacity or more is taken. */
export const NEARLY_SOLD_OUT_SHARE = 0.9;
/** "Expiring now": reservations that run out within this many minutes. */
export const EXPIRING_MINUTES = 10;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const DRAFTS_HREF = "/pages/events?tab=drafts";
const eventHref = (eventId: string, tab?: "orders" | "tickets") =>
  `/pages/events/${encodeURIComponent(eventId)}${tab ? `?tab=${tab}` : ""}`;

const isNearlySoldOut = (event: UpcomingEvent) =>
  event.capacity > 0 && event.held >= event.capacity * NEARLY_SOLD_OUT_SHARE;

async function titlesOf(account: Account, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const events = await db.event.findMany({
    where: { id: { in: ids }, accountKey: account.key },
    select: { id: true, title: true },
  });
  return new Map(events.map((event) => [event.id, event.title]));
}

/** Offline orders awaiting payment (before their deadline), one item per event, the longest waiting first. */
async function awaitingPayment(account: Account, now: Date): Promise<Item<"awaitingPayment">[]> {
  const groups = await db.order.groupBy({
    by: ["eventId"],
    where: { ...payableOrderWhere(now), event: { accountKey: account.key } },
    _count: { _all: true },
    _min: { createdAt: true },
    orderBy: { _min: { createdAt: "asc" } },
    take: ATTENTION_LIMIT,
  });
  const titles = await titlesOf(
    account,
    groups.map((group) => group.eventId),
  );
  return groups.map((group): Item<"awaitingPayment"> => ({
    kind: "awaitingPayment",
    eventId: group.eventId,
    eventTitle: titles.get(group.eventId) ?? "",
    href: eventHref(group.eventId, "orders"),
    count: group._count._all,
    since: (group._min.createdAt ?? new Date()).toISOString(),
  }));
}

/** Checkouts whose reservation runs out within EXPIRING_MINUTES, one item per event, the first to expire first. */
async function expiringReservations(account: Account, now: Date): Promise<Item<"expiringReservations">[]> {
  const groups = await db.order.groupBy({
    by: ["eventId"],
    where: {
      status: "reserved",
      reservedUntil: { gt: now, lte: new Date(now.getTime() + EXPIRING_MINUTES * MINUTE_MS) },
      event: { accountKey: account.key },
    },
    _count: { _all: true },
    _min: { reservedUntil: true },
    orderBy: { _min: { reservedUntil: "asc" } },
    take: ATTENTION_LIMIT,
  });
  const titles = await titlesOf(
    account,
    groups.map((group) => group.eventId),
  );
  return groups.map((group): Item<"expiringReservations"> => ({
    kind: "expiringReservations",
    eventId: group.eventId,
    eventTitle: titles.get(group.eventId) ?? "",
    href: eventHref(group.eventId, "orders"),
    count: group._count._all,
    expiresAt: (group._min.reservedUntil ?? now).toISOString(),
  }));
}

/** Drafts that start within STARTING_SOON_HOURS: nobody can buy a ticket yet. */
async function draftsStartingSoon(account: Account, now: Date): Promise<Item<"startingSoon">[]> {
  const drafts = await db.event.findMany({
    where: {
      accountKey: account.key,
      status: "draft",
      startsAt: { gt: now, lte: new Date(now.getTime() + STARTING_SOON_HOURS * HOUR_MS) },
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: ATTENTION_LIMIT,
    select: { id: true, title: true, startsAt: true, capacity: true, ticketTypes: { select: { quantity: true } } },
  });
  return drafts.map((event): Item<"startingSoon"> => ({
    kind: "startingSoon",
    reason: "draft",
    eventId: event.id,
    eventTitle: event.title,
    href: eventHref(event.id),
    startsAt: event.startsAt.toISOString(),
    // A draft sells nothing, so nothing is taken yet.
    held: 0,
    capacity: effectiveCapacity(
      event.capacity,
      event.ticketTypes.reduce((sum, ticketType) => sum + ticketType.quantity, 0),
      event.ticketTypes.length,
    ),
  }));
}

/**
 * Published events starting within STARTING_SOON_HOURS with tickets left, and upcoming events
 * with NEARLY_SOLD_OUT_SHARE of their capacity taken (those count once, as nearly sold out).
 */
function capacityItems(
  upcoming: UpcomingEvent[],
  now: Date,
): { soon: Item<"startingSoon">[]; full: Item<"nearlySoldOut">[] } {
  const soonLimit = now.getTime() + STARTING_SOON_HOURS * HOUR_MS;
  const notStarted = upcoming.filter((event) => Date.parse(event.startsAt) > now.getTime());
  const full = notStarted.filter(isNearlySoldOut);
  const soon = notStarted.filter(
    (event) =>
      Date.parse(event.startsAt) <= soonLimit &&
      event.capacity > 0 &&
      event.held < event.capacity &&
      !isNearlySoldOut(event),
  );
  const item = (event: UpcomingEvent) => ({
    eventId: event.id,
    eventTitle: event.title,
    startsAt: event.startsAt,
    held: event.held,
    capacity: event.capacity,
  });
  return {
    soon: soon.map((event) => ({
      kind: "startingSoon" as const,
      reason: "unsold" as const,
      href: eventHref(event.id),
      ...item(event),
    })),
    full: full.map((event) => ({
      kind: "nearlySoldOut" as const,
      href: eventHref(event.id, "tickets"),
      ...item(event),
    })),
  };
}

/** Everything that needs the host, most urgent first: expiring checkouts, events starting soon, unpaid orders, near sell-outs, drafts. */
export async function readAttention(account: Account, upcoming: UpcomingEvent[], now: Date): Promise<AttentionItem[]> {
  const [draftCount, unpaid, expiring, soonDrafts] = await Promise.all([
    db.event.count({ where: { accountKey: account.key, status: "draft" } }),
    awaitingPayment(account, now),
    expiringReservations(account, now),
    draftsStartingSoon(account, now),
  ]);
  const { soon, full } = capacityItems(upcoming, now);
  const startingSoon = [...soonDrafts, ...soon]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, ATTENTION_LIMIT);
  return [
    ...expiring,
    ...startingSoon,
    ...unpaid,
    ...full.slice(0, ATTENTION_LIMIT),
    ...(draftCount > 0 ? [{ kind: "drafts" as const, count: draftCount, href: DRAFTS_HREF }] : []),
  ];
}
