import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { limitSql, readColumn, readValue } from "@/lib/prepared-reads";

// The host's orders list (issue 17) as prepared statements (lib/prepared-reads.ts): the page of
// orders as JSON, and the count of matches. `where` is the caller's fixed SQL over "Order" with
// bound values.

/**
 * The page's orders, newest first (the id breaks ties, so pages never overlap), as the answer's
 * JSON array (OrderAnswer), each the answer the database keeps on the order ("listing", migration
 * 20261129100000_order_listing). The page is found by row ids first: an event's orders by
 * (eventId, createdAt, id) come from that index alone, so only the page's own rows are read. The
 * kept answer has the stored status; the status the host reads (effectiveOrderStatus in
 * lib/events/order-rules.ts, here in SQL) differs only for a reservation past its time or an
 * offline order past its payment deadline, which read as expired — instants compared as the stored
 * text, as the list's status filter compares them. The array is joined here: SQLite's aggregates
 * do not promise the page's order.
 */
export function readOrderPageJson(where: Prisma.Sql, now: Date, limit: number, offset: number): string {
  const listings = readColumn<string>(Prisma.sql`
    WITH "page" AS (
      SELECT "rowid" AS "row" FROM "Order" ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limitSql(limit)} OFFSET ${offset})
    SELECT CASE
      WHEN o."status" = 'reserved' AND (o."reservedUntil" IS NULL OR o."reservedUntil" <= ${now})
        OR o."status" = 'awaiting_payment' AND o."paymentDueAt" <= ${now}
      THEN json_set(o."listing", '$.status', 'expired')
      ELSE o."listing" END
    FROM "page" p JOIN "Order" o ON o."rowid" = p."row"
    ORDER BY o."createdAt" DESC, o."id" DESC`);
  return `[${listings.join(",")}]`;
}

/** How many orders match (without a search: a range of an index, no row read). */
export function readOrderCount(where: Prisma.Sql): number {
  return readValue<number>(Prisma.sql`SELECT COUNT(*) FROM "Order" ${where}`)!;
}
