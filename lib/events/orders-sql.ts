import "server-only";
import { Prisma, type Order } from "@/lib/generated/prisma/client";
import { readRows } from "@/lib/prepared-reads";

// The host's orders list (issue 17) as one prepared statement (lib/prepared-reads.ts): the page of
// orders with the total count of matches, each with its promo code and its tickets summed. `where`
// is the caller's fixed SQL over "Order" with bound values.

export type OrderPageRow = Pick<
  Order,
  | "id"
  | "reference"
  | "status"
  | "buyerName"
  | "buyerEmail"
  | "subtotal"
  | "discount"
  | "total"
  | "currency"
  | "refundedAmount"
  | "paymentProvider"
  | "paymentDueAt"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "ref"
  | "createdAt"
  | "reservedUntil"
  | "paidAt"
  | "completedAt"
  | "cancelledAt"
> & {
  promoCodeText: string | null;
  tickets: number;
  matches: number;
};

/** Newest first (the id breaks ties, so pages never overlap). */
export function readOrderPage(where: Prisma.Sql, limit: number, offset: number): OrderPageRow[] {
  return readRows<OrderPageRow>(Prisma.sql`
    WITH "page" AS (
      SELECT *, COUNT(*) OVER () AS "matches" FROM "Order" ${where}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset})
    SELECT o."id", o."reference", o."status", o."buyerName", o."buyerEmail", o."subtotal", o."discount", o."total",
      o."currency", o."refundedAmount", o."paymentProvider", o."paymentDueAt", o."utmSource", o."utmMedium",
      o."utmCampaign", o."ref", o."createdAt", o."reservedUntil", o."paidAt", o."completedAt", o."cancelledAt",
      (SELECT p."code" FROM "PromoCode" p WHERE p."id" = o."promoCodeId") AS "promoCodeText",
      (SELECT COALESCE(SUM(i."quantity"), 0) FROM "OrderItem" i WHERE i."orderId" = o."id") AS "tickets",
      o."matches"
    FROM "page" o ORDER BY o."createdAt" DESC, o."id" DESC`);
}

/** How many orders match, for a page beyond the last one (where the page statement finds no row to carry it). */
export function readOrderCount(where: Prisma.Sql): number {
  return readRows<{ total: number }>(Prisma.sql`SELECT COUNT(*) AS "total" FROM "Order" ${where}`)[0].total;
}
