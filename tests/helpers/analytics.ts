import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account";
import { newAccessToken, newTicketCode } from "@/lib/orders/codes";
import { GET as summaryRoute } from "@/app/api/analytics/summary/route";
import { GET as breakdownRoute } from "@/app/api/analytics/breakdown/route";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// The analytics' fixture: an account whose page views and orders add up to figures the tests
// state exactly (tests/api/analytics*.test.ts), written straight to the database.

export type Owner = { userId: string } | { vendorId: string };
type Utm = { source?: string; medium?: string; campaign?: string; ref?: string };

/** A published event of the owner with ticket types of the given names and prices. */
export async function insertEvent(
  owner: Owner,
  title: string,
  currency: string,
  ticketTypes: { name: string; price: number }[],
) {
  const slug = `analytics-${randomUUID().slice(0, 8)}`;
  return db.event.create({
    data: {
      ...("vendorId" in owner
        ? { accountKey: vendorAccountKey(owner.vendorId), vendorId: owner.vendorId }
        : { accountKey: personalAccountKey(owner.userId), userId: owner.userId }),
      slug,
      title,
      timezone: "Europe/Bucharest",
      startsAt: new Date("2026-06-01T18:00:00Z"),
      endsAt: new Date("2026-06-01T22:00:00Z"),
      status: "published",
      currency,
      ticketTypes: {
        create: ticketTypes.map((type, position) => ({ ...type, kind: "paid", quantity: 100, position })),
      },
    },
    select: { id: true, title: true, ticketTypes: { select: { id: true, name: true }, orderBy: { position: "asc" } } },
  });
}

/** One view of an event's page by `visitorId` at the instant `at` (ISO). */
export async function insertView(eventId: string, visitorId: string, at: string, utm: Utm = {}) {
  await db.eventPageView.create({
    data: {
      eventId,
      visitorId,
      utmSource: utm.source ?? null,
      utmMedium: utm.medium ?? null,
      utmCampaign: utm.campaign ?? null,
      ref: utm.ref ?? null,
      createdAt: new Date(at),
    },
  });
}

type Item = {
  ticketTypeId: string;
  unitPrice: number;
  /** Tickets the line still holds. */
  quantity: number;
  /** Tickets refunded and put back on sale (their attendees are voided). */
  released?: number;
  /** Attendees voided by a refund, besides the released ones (kept off sale). */
  voided?: number;
  /** Valid attendees checked in. */
  checkedIn?: number;
};

const COUNTED = ["completed", "partially_refunded", "refunded"];

/**
 * An order of the event; `completedAt` (ISO) is when it completed, if it ever did. Orders that
 * count get one attendee per ticket bought: the released and `voided` ones voided, then
 * `checkedIn` of the others checked in.
 */
export async function insertOrder(
  event: { id: string },
  {
    status,
    currency,
    items,
    completedAt = null,
    discount = 0,
    refundedAmount = 0,
    utm = {},
  }: {
    status: string;
    currency: string;
    items: Item[];
    completedAt?: string | null;
    discount?: number;
    refundedAmount?: number;
    utm?: Utm;
  },
) {
  const subtotal = items.reduce((sum, item) => sum + (item.quantity + (item.released ?? 0)) * item.unitPrice, 0);
  const order = await db.order.create({
    data: {
      eventId: event.id,
      reference: `HD-A${randomUUID().slice(0, 8)}`,
      accessToken: newAccessToken(),
      status,
      buyerName: "Ada Lovelace",
      buyerEmail: "ada@example.org",
      subtotal,
      discount,
      total: subtotal - discount,
      refundedAmount,
      currency,
      paymentProvider: "offline",
      completedAt: completedAt ? new Date(completedAt) : null,
      createdAt: new Date(completedAt ?? "2026-03-04T08:00:00Z"),
      utmSource: utm.source ?? null,
      utmMedium: utm.medium ?? null,
      utmCampaign: utm.campaign ?? null,
      ref: utm.ref ?? null,
      items: {
        create: items.map((item) => ({
          ticketTypeId: item.ticketTypeId,
          quantity: item.quantity,
          releasedQuantity: item.released ?? 0,
          unitPrice: item.unitPrice,
        })),
      },
    },
    select: { id: true },
  });
  if (!COUNTED.includes(status)) return order;
  const at = new Date(completedAt ?? "2026-03-04T08:00:00Z");
  const attendees = items.flatMap((item) => {
    const bought = item.quantity + (item.released ?? 0);
    const voided = (item.released ?? 0) + (item.voided ?? 0);
    return Array.from({ length: bought }, (_, index) => ({
      orderId: order.id,
      eventId: event.id,
      ticketTypeId: item.ticketTypeId,
      name: `Guest ${index + 1}`,
      email: `guest${index + 1}@example.org`,
      code: newTicketCode(),
      voidedAt: index < voided ? at : null,
      checkedInAt: index >= voided && index < voided + (item.checkedIn ?? 0) ? at : null,
    }));
  });
  await db.attendee.createMany({ data: attendees });
  return order;
}

/**
 * The main fixture (a personal account in UTC). Period 2026-03-01 … 2026-03-07:
 * - "Jazz Night" (EUR; General 10.00, VIP 50.00) and "Rock Fest" (USD; Standard 20.00);
 * - 8 page views by 6 visitors (v1 sees both events, twice Jazz Night), 2 outside the period;
 * - counted orders: O1 completed, O2 partially refunded (a released General ticket), O3 refunded,
 *   O7 completed with a discount, O8 completed; not counted: awaiting payment, cancelled (even
 *   with a completedAt), expired, and a completed order the day after the period;
 * - another account's event with a view and an order in the period, which never shows.
 */
export async function seedAnalyticsFixture() {
  const host = await signedInUser();
  const other = await signedInUser();
  const owner = { userId: host.user.id };
  const jazz = await insertEvent(owner, "Jazz Night", "EUR", [
    { name: "General", price: 1000 },
    { name: "VIP", price: 5000 },
  ]);
  const rock = await insertEvent(owner, "Rock Fest", "USD", [{ name: "Standard", price: 2000 }]);
  const [general, vip] = jazz.ticketTypes.map((type) => type.id);
  const standard = rock.ticketTypes[0].id;
  const newsletter = { source: "newsletter", medium: "email", campaign: "spring" };

  await insertView(jazz.id, "v1", "2026-03-01T00:00:00Z", newsletter);
  await insertView(jazz.id, "v1", "2026-03-02T10:00:00Z", newsletter);
  await insertView(jazz.id, "v2", "2026-03-02T11:00:00Z");
  await insertView(jazz.id, "v3", "2026-03-03T09:00:00Z", { source: "facebook", medium: "social", ref: "partner1" });
  await insertView(rock.id, "v1", "2026-03-03T12:00:00Z");
  await insertView(rock.id, "v4", "2026-03-05T12:00:00Z", newsletter);
  await insertView(rock.id, "v5", "2026-03-05T13:00:00Z", { ref: "partner1" });
  await insertView(rock.id, "v6", "2026-03-06T08:00:00Z", { source: "instagram", medium: "social" });
  await insertView(jazz.id, "v7", "2026-02-28T23:59:59Z", newsletter);
  await insertView(jazz.id, "v8", "2026-03-08T00:00:00Z");

  const orders = {
    o1: await insertOrder(jazz, {
      status: "completed",
      currency: "EUR",
      completedAt: "2026-03-01T12:00:00Z",
      items: [{ ticketTypeId: general, unitPrice: 1000, quantity: 2, checkedIn: 1 }],
      utm: newsletter,
    }),
    o2: await insertOrder(jazz, {
      status: "partially_refunded",
      currency: "EUR",
      completedAt: "2026-03-02T15:00:00Z",
      refundedAmount: 1000,
      items: [
        { ticketTypeId: general, unitPrice: 1000, quantity: 0, released: 1 },
        { ticketTypeId: vip, unitPrice: 5000, quantity: 1, checkedIn: 1 },
      ],
    }),
    o3: await insertOrder(jazz, {
      status: "refunded",
      currency: "EUR",
      completedAt: "2026-03-03T10:00:00Z",
      refundedAmount: 5000,
      items: [{ ticketTypeId: vip, unitPrice: 5000, quantity: 1, voided: 1 }],
      utm: { source: "facebook", medium: "social", ref: "partner1" },
    }),
    o7: await insertOrder(rock, {
      status: "completed",
      currency: "USD",
      completedAt: "2026-03-05T14:00:00Z",
      discount: 600,
      items: [{ ticketTypeId: standard, unitPrice: 2000, quantity: 3 }],
      utm: newsletter,
    }),
    o8: await insertOrder(rock, {
      status: "completed",
      currency: "USD",
      completedAt: "2026-03-06T09:00:00Z",
      items: [{ ticketTypeId: standard, unitPrice: 2000, quantity: 1, checkedIn: 1 }],
      utm: { ref: "partner1" },
    }),
  };
  const general3 = [{ ticketTypeId: general, unitPrice: 1000, quantity: 3 }];
  await insertOrder(jazz, { status: "awaiting_payment", currency: "EUR", items: general3, utm: newsletter });
  await insertOrder(jazz, {
    status: "cancelled",
    currency: "EUR",
    completedAt: "2026-03-06T10:00:00Z",
    items: general3,
  });
  await insertOrder(jazz, { status: "expired", currency: "EUR", items: general3 });
  await insertOrder(jazz, {
    status: "completed",
    currency: "EUR",
    completedAt: "2026-03-08T01:00:00Z",
    items: general3,
  });

  const foreign = await insertEvent({ userId: other.user.id }, "Elsewhere", "EUR", [{ name: "Entry", price: 700 }]);
  await insertView(foreign.id, "v1", "2026-03-02T09:00:00Z", newsletter);
  await insertOrder(foreign, {
    status: "completed",
    currency: "EUR",
    completedAt: "2026-03-02T09:30:00Z",
    items: [{ ticketTypeId: foreign.ticketTypes[0].id, unitPrice: 700, quantity: 1 }],
    utm: newsletter,
  });

  return { host, other, jazz, rock, foreign, ticketTypes: { general, vip, standard }, orders };
}

export const PERIOD = "from=2026-03-01&to=2026-03-07";

type Headers = Record<string, string>;

/** `GET /api/analytics/summary?<query>` as the signed-in user of `headers`. */
export function getSummary(headers: Headers, query: string) {
  return callRoute(summaryRoute, { headers, url: `/api/analytics/summary?${query}` });
}

/** `GET /api/analytics/breakdown?<query>` as the signed-in user of `headers`. */
export function getBreakdown(headers: Headers, query: string) {
  return callRoute(breakdownRoute, { headers, url: `/api/analytics/breakdown?${query}` });
}
