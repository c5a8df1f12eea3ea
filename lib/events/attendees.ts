import "server-only";
import { db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Account } from "@/lib/events/account";
import type { AttendeeAnswer } from "@/lib/events/answers";
import { csvResponse, toCsv } from "@/lib/events/csv";
import { eventNotFound, requireAccountEvent } from "@/lib/events/event-access";
import { exportLabels } from "@/lib/events/export-labels";
import { SOLD_STATUSES } from "@/lib/events/order-rules";
import type { listAttendeesQuerySchema } from "@/lib/events/schema";
import { containsAnySql } from "@/lib/events/search-text";
import {
  ATTENDEE_ORDER,
  readAccountEvent,
  readAttendeeCount,
  readAttendeePageJson,
  readAttendeeTotals,
} from "@/lib/events/sql";
import { jsonTextResponse } from "@/lib/api/json-text";
import type { z } from "zod";

// An event's attendees: one per ticket of an order that is completed (or partially refunded); the
// tickets of refunded or cancelled orders are not valid and are not listed.

type AttendeesQuery = z.output<typeof listAttendeesQuerySchema>;

export const attendeeSelect = {
  id: true,
  name: true,
  email: true,
  code: true,
  ticketTypeId: true,
  orderId: true,
  checkedInAt: true,
  checkedInBy: true,
  createdAt: true,
  ticketType: { select: { name: true } },
  order: { select: { reference: true, status: true } },
} as const satisfies Prisma.AttendeeSelect;
export type AttendeeRow = Prisma.AttendeeGetPayload<{ select: typeof attendeeSelect }>;

/**
 * A row read by Prisma with `attendeeSelect` as the answer (check-in, the CSV export); the list's
 * page is the same answer kept by the database on each ticket ("AttendeeListing" in migration
 * 20261129090000_attendee_listing), field for field: lib/events/attendee-listing.test.ts holds them together.
 */
export function attendeeRowToAnswer({ ticketType, order, ...row }: AttendeeRow): AttendeeAnswer {
  // Field by field: a spread whose dates are then replaced by strings made every answer object
  // take V8's slow path (about 7 µs each, issue 17).
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    code: row.code,
    ticketTypeId: row.ticketTypeId,
    orderId: row.orderId,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedInBy: row.checkedInBy,
    createdAt: row.createdAt.toISOString(),
    ticketTypeName: ticketType.name,
    orderReference: order.reference,
  };
}

export function isValidTicketOrder(status: string): boolean {
  return (SOLD_STATUSES as readonly string[]).includes(status);
}

// A valid ticket (its order paid or free and not fully refunded, the ticket itself not voided) is
// "listed": the database keeps that flag (migration 20261129090000_attendee_listing).
function attendeeWhereSql(
  eventId: string,
  { search, checkedIn }: Pick<AttendeesQuery, "search" | "checkedIn">,
): Prisma.Sql {
  return Prisma.sql`WHERE a."eventId" = ${eventId} AND a."listed" = 1
    ${search ? Prisma.sql`AND ${containsAnySql(['a."name"', 'a."email"', 'a."code"'], search)}` : Prisma.empty}
    ${checkedIn === "yes" ? Prisma.sql`AND a."checkedInAt" IS NOT NULL` : checkedIn === "no" ? Prisma.sql`AND a."checkedInAt" IS NULL` : Prisma.empty}`;
}

async function loadAttendees(client: Tx, ids: string[]): Promise<AttendeeAnswer[]> {
  const rows = new Map(
    (await client.attendee.findMany({ where: { id: { in: ids } }, select: attendeeSelect })).map((row) => [
      row.id,
      row,
    ]),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [attendeeRowToAnswer(row)] : [];
  });
}

/**
 * One page of attendees by name, searched by name, email or ticket code, with the event's check-in
 * totals: an AttendeeList, as JSON text. The database keeps each ticket's answer and the event's
 * totals (readAttendeePageJson, readAttendeeTotals): joining fifty tickets to their orders and ticket
 * types, making their JSON and counting the event's tickets on every read was most of this hot
 * read's own time (issue 17).
 */
export async function listAttendees(account: Account, eventId: string, query: AttendeesQuery): Promise<Response> {
  // Prepared statements (lib/events/sql.ts): the event check, the kept totals, the page's stored answers.
  if (!readAccountEvent(account.key, eventId)) throw eventNotFound();
  const { page, pageSize, search, checkedIn } = query;
  const totals = readAttendeeTotals(eventId);
  // Without a search or filter the list's total is the event's attendee count.
  const total = search || checkedIn ? readAttendeeCount(attendeeWhereSql(eventId, query)) : totals.attendees;
  const attendees = readAttendeePageJson(attendeeWhereSql(eventId, query), pageSize, (page - 1) * pageSize);
  return jsonTextResponse(
    `{"attendees":${attendees},"total":${total},"page":${page},"pageSize":${pageSize},` +
      `"attendeesCount":${totals.attendees},"checkedInCount":${totals.checkedIn}}`,
  );
}

/** Every matching attendee as CSV, named "<slug>-attendees.csv", headings in the user's language. */
export async function exportAttendees(
  account: Account,
  eventId: string,
  query: AttendeesQuery,
  language: string,
): Promise<Response> {
  const event = await requireAccountEvent(account, eventId);
  const ids = await db.$queryRaw<
    { id: string }[]
  >`SELECT a."id" AS "id" FROM "Attendee" a ${attendeeWhereSql(eventId, query)} ${ATTENDEE_ORDER}`;
  const attendees = await loadAttendees(
    db,
    ids.map((row) => row.id),
  );
  const labels = (await exportLabels(language)).attendees;
  const header = [
    labels.name,
    labels.email,
    labels.ticketType,
    labels.code,
    labels.orderReference,
    labels.checkedInAt,
    labels.checkedInBy,
  ];
  const rows = attendees.map((attendee) => [
    attendee.name,
    attendee.email,
    attendee.ticketTypeName,
    attendee.code,
    attendee.orderReference,
    attendee.checkedInAt,
    attendee.checkedInBy,
  ]);
  return csvResponse(`${event.slug}-attendees.csv`, toCsv(header, rows));
}
