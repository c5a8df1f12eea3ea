import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { limitSql, readColumn, readRow, readRows, readValue } from "@/lib/prepared-reads";

// The hot reads of the host's events screens (issue 17) as prepared statements
// (lib/prepared-reads.ts): the active account, an event of the account, the events list's page and
// the attendees' page and totals. Values are always bound; the only interpolated SQL is fixed text
// of the callers (tab conditions, sort orders, folded-search expressions) and page sizes (limitSql).

export type AccountRow = {
  userCurrency: string;
  hostSlug: string | null;
  vendorsOn: boolean | number | null;
  role: string | null;
  vendorId: string | null;
  vendorName: string | null;
  vendorSlug: string | null;
  vendorCurrency: string | null;
};

/**
 * What `resolveAccount` needs, in one statement: the user's currency and host slug, whether the
 * vendors feature is on, and the user's membership of `activeVendorId` with that vendor's columns.
 */
export function readAccountRow(userId: string, activeVendorId: string | null): AccountRow | undefined {
  return readRow<AccountRow>(Prisma.sql`
    SELECT u."currency" AS "userCurrency", u."hostSlug" AS "hostSlug",
      (SELECT f."enabled" FROM "FeatureFlag" f WHERE f."key" = 'ENABLE_VENDORS') AS "vendorsOn",
      m."role" AS "role", v."id" AS "vendorId", v."name" AS "vendorName", v."slug" AS "vendorSlug",
      v."currency" AS "vendorCurrency"
    FROM "User" u
    LEFT JOIN "VendorMember" m ON m."userId" = u."id" AND m."vendorId" = ${activeVendorId}
    LEFT JOIN "Vendor" v ON v."id" = m."vendorId"
    WHERE u."id" = ${userId}`);
}

/** The time zone an account's reports count days in: the vendor's, or the user's (one prepared read). */
export function readAccountTimezone(account: { userId: string | null; vendorId: string | null }): string | undefined {
  const row = account.vendorId
    ? readRow<{ timezone: string }>(Prisma.sql`SELECT "timezone" FROM "Vendor" WHERE "id" = ${account.vendorId}`)
    : readRow<{ timezone: string }>(Prisma.sql`SELECT "timezone" FROM "User" WHERE "id" = ${account.userId ?? ""}`);
  return row?.timezone;
}

/** An event of the account: its slug, currency and capacity (the columns of `requireAccountEvent`). */
export function readAccountEvent(
  accountKey: string,
  eventId: string,
): { slug: string; currency: string; capacity: number | null } | undefined {
  return readRow(Prisma.sql`
    SELECT "slug", "currency", "capacity" FROM "Event" WHERE "id" = ${eventId} AND "accountKey" = ${accountKey}`);
}

export type EventListRow = {
  id: string;
  slug: string;
  title: string;
  status: string;
  visibility: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  venueName: string;
  venueCity: string;
  format: string;
  coverImage: string | null;
  currency: string;
  capacity: number | null;
  ticketQuantities: number;
  ticketTypes: number;
  sold: number | null;
  revenue: number | null;
  orders: number | null;
};

/**
 * One page of the events list (`where` and `orderBy` are the caller's fixed SQL over "Event"),
 * each event with its ticket quantities and its sales (tickets sold, revenue, orders) as the
 * database keeps them in "EventSales". The page is found by row ids first (the default order is
 * one covering index), so only its own rows are read.
 */
export function readEventListPage(where: Prisma.Sql, orderBy: Prisma.Sql, limit: number, offset: number) {
  return readRows<EventListRow>(Prisma.sql`
    WITH "page" AS (SELECT "rowid" AS "row" FROM "Event" ${where} ${orderBy} LIMIT ${limitSql(limit)} OFFSET ${offset})
    SELECT e."id", e."slug", e."title", e."status", e."visibility", e."startsAt", e."endsAt", e."timezone",
      e."venueName", e."venueCity", e."format", e."coverImage", e."currency", e."capacity",
      (SELECT COALESCE(SUM(t."quantity"), 0) FROM "TicketType" t WHERE t."eventId" = e."id") AS "ticketQuantities",
      (SELECT COUNT(*) FROM "TicketType" t WHERE t."eventId" = e."id") AS "ticketTypes",
      s."ticketsSold" AS "sold", s."revenue" AS "revenue", s."orders" AS "orders"
    FROM "page" p JOIN "Event" e ON e."rowid" = p."row" LEFT JOIN "EventSales" s ON s."eventId" = e."id"
    ${orderBy}`);
}

/** One row of counts (`counts`: the caller's fixed SQL of scalar counts over "Event"). */
export function readEventTabCounts<T>(counts: Prisma.Sql): T {
  return readRow<T>(Prisma.sql`SELECT ${counts}`)!;
}

/** Attendees by name (case-insensitive), the id breaking ties: the list's order and the export's. */
export const ATTENDEE_ORDER = Prisma.sql`ORDER BY a."name" COLLATE NOCASE ASC, a."id" ASC`;

/**
 * A page of attendees in ATTENDEE_ORDER as the answer's JSON array (AttendeeAnswer), each the
 * answer the database keeps on the ticket ("listing", migration 20261129090000_attendee_listing).
 * `where`: the caller's fixed SQL over a. The array is joined here: SQLite's aggregates do not
 * promise the page's order.
 */
export function readAttendeePageJson(where: Prisma.Sql, limit: number, offset: number): string {
  const listings = readColumn<string>(Prisma.sql`
    SELECT a."listing" FROM "Attendee" a ${where} ${ATTENDEE_ORDER} LIMIT ${limitSql(limit)} OFFSET ${offset}`);
  return `[${listings.join(",")}]`;
}

/** How many attendees match (`where`: the caller's fixed SQL over a). */
export function readAttendeeCount(where: Prisma.Sql): number {
  return readValue<number>(Prisma.sql`SELECT COUNT(*) FROM "Attendee" a ${where}`)!;
}

/** The event's listed tickets and how many are checked in, as the database keeps them ("EventAttendance"). */
export function readAttendeeTotals(eventId: string): { attendees: number; checkedIn: number } {
  return (
    readRow<{ attendees: number; checkedIn: number }>(Prisma.sql`
      SELECT "attendees", "checkedIn" FROM "EventAttendance" WHERE "eventId" = ${eventId}`) ?? {
      attendees: 0,
      checkedIn: 0,
    }
  );
}
