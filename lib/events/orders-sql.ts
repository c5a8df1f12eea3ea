import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isoInstantSql } from "@/lib/events/sql";
import { readValue } from "@/lib/prepared-reads";

// The host's orders list (issue 17) as prepared statements (lib/prepared-reads.ts): the page of
// orders, each with its promo code and its tickets, as JSON, and the count of matches. `where` is the
// caller's fixed SQL over "Order" with bound values.

/**
 * The page's orders, newest first (the id breaks ties, so pages never overlap), as the answer's
 * JSON array (OrderAnswer, fields in its order), built by SQLite. The page is found by row ids
 * first: an event's orders by (eventId, createdAt, id) come from that index alone, so only the
 * page's own rows are read; an order's tickets are its ticketCount (kept from its lines by the
 * database). Its status is the one the host reads (effectiveOrderStatus in lib/events/order-rules.ts,
 * here in SQL): a reservation past its time, or an offline order past its payment deadline, is
 * expired — instants compared as the stored text, as the list's status filter compares them.
 */
export function readOrderPageJson(where: Prisma.Sql, now: Date, limit: number, offset: number): string {
  return readValue<string>(Prisma.sql`
    WITH "page" AS (
      SELECT "rowid" AS "row" FROM "Order" ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset})
    SELECT json_group_array(json_object(
      'id', o."id", 'reference', o."reference",
      'status', CASE
        WHEN o."status" = 'reserved' AND (o."reservedUntil" IS NULL OR o."reservedUntil" <= ${now}) THEN 'expired'
        WHEN o."status" = 'awaiting_payment' AND o."paymentDueAt" <= ${now} THEN 'expired'
        ELSE o."status" END,
      'buyerName', o."buyerName", 'buyerEmail', o."buyerEmail", 'subtotal', o."subtotal", 'discount', o."discount",
      'total', o."total", 'currency', o."currency", 'refundedAmount', o."refundedAmount",
      'paymentProvider', o."paymentProvider", 'utmSource', o."utmSource", 'utmMedium', o."utmMedium",
      'utmCampaign', o."utmCampaign", 'ref', o."ref", 'createdAt', ${isoInstantSql('o."createdAt"')},
      'reservedUntil', ${isoInstantSql('o."reservedUntil"')}, 'paidAt', ${isoInstantSql('o."paidAt"')},
      'completedAt', ${isoInstantSql('o."completedAt"')}, 'cancelledAt', ${isoInstantSql('o."cancelledAt"')},
      'tickets', o."ticketCount", 'promoCode', (SELECT p."code" FROM "PromoCode" p WHERE p."id" = o."promoCodeId")
    ) ORDER BY o."createdAt" DESC, o."id" DESC)
    FROM "page" p JOIN "Order" o ON o."rowid" = p."row"`)!;
}

/** How many orders match (without a search: a range of an index, no row read). */
export function readOrderCount(where: Prisma.Sql): number {
  return readValue<number>(Prisma.sql`SELECT COUNT(*) FROM "Order" ${where}`)!;
}
