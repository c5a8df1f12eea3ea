import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as dashboardRoute } from "@/app/api/dashboard/route";
import { dashboardAnswerSchema, type AttentionItem, type Dashboard } from "@/lib/dashboard/schema";
import { newAccessToken, newTicketCode } from "@/lib/orders/codes";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Fixtures of the dashboard's route-handler tests: events, orders and page views of one account,
// written straight to the database, and the dashboard as the API answers it.

export type Headers = Record<string, string>;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(Date.now() - ms);
export const ahead = (ms: number) => new Date(Date.now() + ms);

let counter = 0;

/** An event of an account, with one ticket type of `quantity` tickets. */
export async function seedEvent(
  accountKey: string,
  {
    title = "Event",
    status = "published",
    startsAt = ahead(7 * DAY),
    hours = 3,
    capacity = null,
    quantity = 100,
    currency = "EUR",
  }: {
    title?: string;
    status?: string;
    startsAt?: Date;
    hours?: number;
    capacity?: number | null;
    quantity?: number;
    currency?: string;
  } = {},
) {
  counter += 1;
  const [kind, id] = accountKey.split(":");
  return db.event.create({
    data: {
      accountKey,
      userId: kind === "user" ? id : null,
      vendorId: kind === "vendor" ? id : null,
      slug: `dash-${randomUUID().slice(0, 8)}-${counter}`,
      title,
      timezone: "Europe/Bucharest",
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
      status,
      currency,
      capacity,
      ticketTypes: { create: { name: "General", kind: "paid", price: 1000, quantity } },
    },
    select: { id: true, title: true, currency: true, ticketTypes: { select: { id: true } } },
  });
}
export type SeededEvent = Awaited<ReturnType<typeof seedEvent>>;

export const COUNTED = ["completed", "partially_refunded", "refunded"];

/** An order written straight to the database; counted orders get one attendee per ticket (`voided` of them voided). */
export async function seedOrder(
  event: SeededEvent,
  {
    status = "completed",
    quantity = 1,
    unitPrice = 1000,
    refundedAmount = 0,
    voided = 0,
    createdAt = new Date(),
    completedAt = COUNTED.includes(status) ? createdAt : null,
    reservedUntil = null,
    buyerName = "Ada Lovelace",
  }: {
    status?: string;
    quantity?: number;
    unitPrice?: number;
    refundedAmount?: number;
    voided?: number;
    createdAt?: Date;
    completedAt?: Date | null;
    reservedUntil?: Date | null;
    buyerName?: string;
  } = {},
) {
  counter += 1;
  const ticketTypeId = event.ticketTypes[0].id;
  const order = await db.order.create({
    data: {
      eventId: event.id,
      reference: `HD-D${process.pid}${counter}`,
      accessToken: newAccessToken(),
      status,
      buyerName,
      buyerEmail: "ada@example.org",
      subtotal: quantity * unitPrice,
      total: quantity * unitPrice,
      refundedAmount,
      currency: event.currency,
      paymentProvider: "offline",
      reservedUntil,
      createdAt,
      completedAt,
      items: { create: { ticketTypeId, quantity, unitPrice } },
    },
    select: { id: true, reference: true },
  });
  if (COUNTED.includes(status)) {
    await db.attendee.createMany({
      data: Array.from({ length: quantity }, (_, index) => ({
        orderId: order.id,
        eventId: event.id,
        ticketTypeId,
        name: buyerName,
        email: "ada@example.org",
        code: newTicketCode(),
        voidedAt: index < voided ? createdAt : null,
      })),
    });
  }
  return order;
}

export async function seedViews(event: SeededEvent, visitors: string[], at: Date) {
  await db.eventPageView.createMany({
    data: visitors.map((visitorId) => ({ eventId: event.id, visitorId, createdAt: at })),
  });
}

export async function host() {
  const signedIn = await signedInUser();
  return { ...signedIn, accountKey: `user:${signedIn.user.id}` };
}

export async function readDashboard(headers: Headers): Promise<Dashboard> {
  const { status, data } = await callRoute(dashboardRoute, { headers, url: "/api/dashboard" });
  expect(status).toBe(200);
  return dashboardAnswerSchema.parse(data).dashboard;
}

export const ofKind = <Kind extends AttentionItem["kind"]>(dashboard: Dashboard, kind: Kind) =>
  dashboard.attention.filter((item): item is Extract<AttentionItem, { kind: Kind }> => item.kind === kind);
