-- Issue 17: the host's attendees list reads each ticket as its stored answer, and the list's totals
-- from "EventAttendance", instead of joining every ticket to its order and ticket type, building
-- its JSON and counting the event's valid tickets on every request. The database keeps both:
-- triggers below update them in the statement that adds, changes, checks in, voids or deletes a
-- ticket, changes an order's status or renames a ticket type, whichever connection writes.
-- What a listed ticket is, and its answer's shape, are said once, in the view "AttendeeListing";
-- the statuses are lib/events/order-rules.ts's SOLD_STATUSES and the answer is lib/events/attendees.ts's
-- attendeeRowToAnswer: lib/events/attendee-listing.test.ts holds them together.
-- SQLite triggers; a PostgreSQL deployment ports them to PL/pgSQL functions.

-- Columns Prisma would add by rebuilding "Attendee"; ADD COLUMN gives the same columns in place.
ALTER TABLE "Attendee" ADD COLUMN "listed" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Attendee" ADD COLUMN "listing" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "EventAttendance" (
    "eventId" TEXT NOT NULL PRIMARY KEY,
    "attendees" INTEGER NOT NULL DEFAULT 0,
    "checkedIn" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventAttendance_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- The totals no longer count tickets; the list's order index gains "listed" (written by hand: Prisma's
-- schema has no collation for an index column), so a page is a range of the index.
DROP INDEX "Attendee_eventId_voidedAt_checkedInAt_orderId_idx";
DROP INDEX "Attendee_eventId_name_nocase_idx";
CREATE INDEX "Attendee_eventId_listed_name_nocase_idx" ON "Attendee"("eventId", "listed", "name" COLLATE NOCASE, "id");

-- A ticket as the list shows it: listed when its order is sold and the ticket not voided; its answer
-- with the fields of AttendeeAnswer in order, instants as Date#toISOString writes them.
CREATE VIEW "AttendeeListing" AS
SELECT a."rowid" AS "row",
  (o."status" IN ('completed', 'partially_refunded') AND a."voidedAt" IS NULL) AS "listed",
  json_object(
    'id', a."id", 'name', a."name", 'email', a."email", 'code', a."code", 'ticketTypeId', a."ticketTypeId",
    'orderId', a."orderId", 'checkedInAt', strftime('%Y-%m-%dT%H:%M:%fZ', a."checkedInAt"),
    'checkedInBy', a."checkedInBy", 'createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', a."createdAt"),
    'ticketTypeName', t."name", 'orderReference', o."reference") AS "listing"
FROM "Attendee" a
JOIN "Order" o ON o."id" = a."orderId"
JOIN "TicketType" t ON t."id" = a."ticketTypeId";

-- Backfill, before the triggers exist.
UPDATE "Attendee" SET ("listed", "listing") =
  (SELECT l."listed", l."listing" FROM "AttendeeListing" l WHERE l."row" = "Attendee"."rowid");
INSERT INTO "EventAttendance" ("eventId", "attendees", "checkedIn")
SELECT "eventId", SUM("listed"), SUM("listed" AND "checkedInAt" IS NOT NULL) FROM "Attendee" GROUP BY "eventId";

-- EventAttendance follows each ticket's share: 1 attendee if listed, 1 checked in if listed and
-- checked in. A new ticket adds its share as inserted (none: "listed" starts false), then the
-- UPDATE that lists it moves the share through "Attendee_attendance_update".
CREATE TRIGGER "Attendee_listing_insert" AFTER INSERT ON "Attendee" BEGIN
  INSERT INTO "EventAttendance" ("eventId", "attendees", "checkedIn")
  VALUES (NEW."eventId", NEW."listed", NEW."listed" AND NEW."checkedInAt" IS NOT NULL)
  ON CONFLICT ("eventId") DO UPDATE SET
    "attendees" = "attendees" + excluded."attendees",
    "checkedIn" = "checkedIn" + excluded."checkedIn";
  UPDATE "Attendee" SET ("listed", "listing") =
    (SELECT l."listed", l."listing" FROM "AttendeeListing" l WHERE l."row" = NEW."rowid")
  WHERE "rowid" = NEW."rowid";
END;

-- Every column the view reads from the ticket itself ("listed" and "listing" are not among them,
-- so the trigger's own UPDATE does not fire it again).
CREATE TRIGGER "Attendee_listing_update"
AFTER UPDATE OF "id", "orderId", "ticketTypeId", "name", "email", "code", "checkedInAt", "checkedInBy", "voidedAt", "createdAt"
ON "Attendee" BEGIN
  UPDATE "Attendee" SET ("listed", "listing") =
    (SELECT l."listed", l."listing" FROM "AttendeeListing" l WHERE l."row" = NEW."rowid")
  WHERE "rowid" = NEW."rowid";
END;

-- An order's tickets are listed while it is sold; its reference is part of their answers.
CREATE TRIGGER "Order_attendeeListing_update" AFTER UPDATE OF "status", "reference" ON "Order"
WHEN (OLD."status" IN ('completed', 'partially_refunded')) != (NEW."status" IN ('completed', 'partially_refunded'))
  OR OLD."reference" != NEW."reference"
BEGIN
  UPDATE "Attendee" SET ("listed", "listing") =
    (SELECT l."listed", l."listing" FROM "AttendeeListing" l WHERE l."row" = "Attendee"."rowid")
  WHERE "orderId" = NEW."id";
END;

CREATE TRIGGER "TicketType_attendeeListing_update" AFTER UPDATE OF "name" ON "TicketType"
WHEN OLD."name" != NEW."name"
BEGIN
  UPDATE "Attendee" SET "listing" =
    (SELECT l."listing" FROM "AttendeeListing" l WHERE l."row" = "Attendee"."rowid")
  WHERE "ticketTypeId" = NEW."id";
END;

-- A change takes the old row's share away and adds the new one's (each UPDATE's own OLD and NEW,
-- so the nested UPDATEs of the triggers above add up).
CREATE TRIGGER "Attendee_attendance_update" AFTER UPDATE OF "eventId", "listed", "checkedInAt" ON "Attendee" BEGIN
  UPDATE "EventAttendance" SET
    "attendees" = "attendees" - OLD."listed",
    "checkedIn" = "checkedIn" - (OLD."listed" AND OLD."checkedInAt" IS NOT NULL)
  WHERE "eventId" = OLD."eventId";
  INSERT INTO "EventAttendance" ("eventId", "attendees", "checkedIn")
  VALUES (NEW."eventId", NEW."listed", NEW."listed" AND NEW."checkedInAt" IS NOT NULL)
  ON CONFLICT ("eventId") DO UPDATE SET
    "attendees" = "attendees" + excluded."attendees",
    "checkedIn" = "checkedIn" + excluded."checkedIn";
END;

-- A plain UPDATE: when the whole event is being deleted its EventAttendance row may be gone already.
CREATE TRIGGER "Attendee_attendance_delete" AFTER DELETE ON "Attendee" BEGIN
  UPDATE "EventAttendance" SET
    "attendees" = "attendees" - OLD."listed",
    "checkedIn" = "checkedIn" - (OLD."listed" AND OLD."checkedInAt" IS NOT NULL)
  WHERE "eventId" = OLD."eventId";
END;
