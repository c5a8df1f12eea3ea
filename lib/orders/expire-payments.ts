import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { sendPaymentExpiredEmail } from "@/lib/orders/notifications";

type OverdueFilter = { orderId?: string; eventSlug?: string };

/**
 * Expires offline orders whose payment deadline (`paymentDueAt`, set at checkout) has passed and
 * mails each buyer that their order expired. Availability already ignores such orders (their
 * tickets are on sale again the moment the deadline passes), so this keeps the stored status
 * honest for the host's lists and the buyer's page, and tells the buyer.
 *
 * The claim is the single conditional `UPDATE … WHERE status = 'awaiting_payment' AND
 * paymentDueAt <= now … RETURNING id`: SQLite runs one write at a time, so when two processes (or
 * two calls in one) sweep at once, each order is returned to exactly one of them, and only the
 * orders this call claimed are mailed — no buyer is told twice. An order without a deadline (placed
 * before deadlines existed) never expires here.
 *
 * The mail goes out without the per-recipient limit of anonymous actions: it is one mail per order
 * the buyer placed, and those orders were already counted against the anonymous order and mail
 * limits when they were placed, so counting them again would only drop the notice.
 *
 * Called opportunistically where the reservation sweep runs (the buyer's order page, the checkout,
 * placing an order on the event: sweepOverduePayments) and by `npm run notify`. `orderId` or
 * `eventSlug` narrow it. Answers how many orders it expired. A failed mail is logged,
 * not thrown (the order stays expired; the buyer's page says so).
 */
export async function expireOverduePayments(
  now: Date = new Date(),
  { orderId, eventSlug }: OverdueFilter = {},
): Promise<number> {
  // A read first: most sweeps find nothing, and a read takes no write lock from the other writers.
  const due = await db.order.findFirst({
    where: {
      status: "awaiting_payment",
      paymentDueAt: { lte: now },
      ...(orderId === undefined ? {} : { id: orderId }),
      ...(eventSlug === undefined ? {} : { event: { slug: eventSlug } }),
    },
    select: { id: true },
  });
  if (!due) return 0;
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE "Order" SET "status" = 'expired', "updatedAt" = ${now}
    WHERE "status" = 'awaiting_payment' AND "paymentDueAt" IS NOT NULL AND "paymentDueAt" <= ${now}
      ${orderId === undefined ? Prisma.empty : Prisma.sql`AND "id" = ${orderId}`}
      ${eventSlug === undefined ? Prisma.empty : Prisma.sql`AND "eventId" IN (SELECT "id" FROM "Event" WHERE "slug" = ${eventSlug})`}
    RETURNING "id"`;
  for (const { id } of claimed) await sendPaymentExpiredEmail(id);
  return claimed.length;
}

/** The opportunistic sweep beside another request (placing an order): it never fails that request; a failure is logged and the next sweep retries. */
export async function sweepOverduePayments(filter: OverdueFilter, now: Date = new Date()): Promise<void> {
  try {
    await expireOverduePayments(now, filter);
  } catch (error) {
    console.error("sweepOverduePayments failed", error);
  }
}
