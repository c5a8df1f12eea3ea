import "server-only";
import { db } from "@/lib/db";
import { requireManager, type Account } from "@/lib/events/account";
import { REVENUE_STATUSES } from "@/lib/events/order-rules";
import { Prisma } from "@/lib/generated/prisma/client";
import { accountTimezone, toPeriod, type PeriodQuery } from "@/lib/reports/period";
import type { PaymentTotals } from "@/lib/payments/schema";
import { stripeStatus } from "@/lib/payments/stripe";

// The payments screen's totals of a period, per currency. Gross, refunded and net count the orders
// that completed in the period — the same orders, days and net revenue as the analytics — and
// pending is what offline buyers who ordered in the period still owe (before their payment deadline).

type Count = bigint | number | null;

/** `GET /api/payments/totals?from&to`: managers only (staff 403). */
export async function getPaymentTotals(account: Account, query: PeriodQuery, now = new Date()): Promise<PaymentTotals> {
  requireManager(account);
  const { start, end } = toPeriod(query, await accountTimezone(account));
  const rows = await db.$queryRaw<{ currency: string; gross: Count; refunded: Count; pending: Count }[]>`
    SELECT o."currency" AS "currency",
      SUM(CASE WHEN o."status" IN (${Prisma.join([...REVENUE_STATUSES])})
        AND o."completedAt" >= ${start} AND o."completedAt" < ${end} THEN o."total" ELSE 0 END) AS "gross",
      SUM(CASE WHEN o."status" IN (${Prisma.join([...REVENUE_STATUSES])})
        AND o."completedAt" >= ${start} AND o."completedAt" < ${end} THEN o."refundedAmount" ELSE 0 END) AS "refunded",
      SUM(CASE WHEN o."status" = 'awaiting_payment' AND (o."paymentDueAt" IS NULL OR o."paymentDueAt" > ${now})
        AND o."createdAt" >= ${start} AND o."createdAt" < ${end} THEN o."total" ELSE 0 END) AS "pending"
    FROM "Order" o JOIN "Event" e ON e."id" = o."eventId"
    WHERE e."accountKey" = ${account.key} AND o."total" > 0
      AND ((o."completedAt" >= ${start} AND o."completedAt" < ${end}) OR (o."createdAt" >= ${start} AND o."createdAt" < ${end}))
    GROUP BY o."currency"`;
  const totals = rows
    .map((row) => {
      const gross = Number(row.gross ?? 0);
      const refunded = Number(row.refunded ?? 0);
      return { currency: row.currency, gross, refunded, net: gross - refunded, pending: Number(row.pending ?? 0) };
    })
    .filter((row) => row.gross > 0 || row.pending > 0)
    .sort((a, b) => b.gross - a.gross || a.currency.localeCompare(b.currency));
  return { totals, stripe: stripeStatus() };
}
