import "server-only";
import { Prisma, type Order } from "@/lib/generated/prisma/client";
import { readRows } from "@/lib/prepared-reads";

// The host's orders list (issue 17) as prepared statements (lib/prepared-reads.ts): the page of
// orders, each with its promo code and its tickets, and the count of matches. `where` is the
// caller's fixed SQL over "Order" with bound values.

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
};

/**
 * Newest first (the id breaks ties, so pages never overlap). The page is found by row ids first:
 * an event's orders by (eventId, createdAt, id) come from that index alone, so only the page's own
 * rows are read; an order's tickets are its ticketCount (kept from its lines by the database).
 */
export function readOrderPage(where: Prisma.Sql, limit: number, offset: number): OrderPageRow[] {
  return readRows<OrderPageRow>(Prisma.sql`
    WITH "page" AS (
      SELECT "rowid" AS "row" FROM "Order" ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset})
    SELECT o."id", o."reference", o."status", o."buyerName", o."buyerEmail", o."subtotal", o."discount", o."total",
      o."currency", o."refundedAmount", o."paymentProvider", o."paymentDueAt", o."utmSource", o."utmMedium",
      o."utmCampaign", o."ref", o."createdAt", o."reservedUntil", o."paidAt", o."completedAt", o."cancelledAt",
      (SELECT p."code" FROM "PromoCode" p WHERE p."id" = o."promoCodeId") AS "promoCodeText", o."ticketCount" AS "tickets"
    FROM "page" p JOIN "Order" o ON o."rowid" = p."row" ORDER BY o."createdAt" DESC, o."id" DESC`);
}

/** How many orders match (without a search: a range of an index, no row read). */
export function readOrderCount(where: Prisma.Sql): number {
  return readRows<{ total: number }>(Prisma.sql`SELECT COUNT(*) AS "total" FROM "Order" ${where}`)[0].total;
}
