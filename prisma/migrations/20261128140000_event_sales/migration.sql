-- Issue 17: the events list reads each event's sales from "EventSales" instead of summing its
-- orders and their lines on every request. The database keeps it: triggers below update it in the
-- statement that changes an order (or an order's lines), whichever connection writes (Prisma's
-- transactions, the checkout's plain better-sqlite3 one, the seed, the benchmark's filler).
-- Which statuses count is lib/events/order-rules.ts (SOLD_STATUSES: completed, partially_refunded;
-- REVENUE_STATUSES: those and refunded); lib/events/event-sales.test.ts holds the two together.
-- SQLite triggers; a PostgreSQL deployment ports them to PL/pgSQL functions.

-- A column Prisma would add by rebuilding "Order"; ADD COLUMN gives the same column in place.
ALTER TABLE "Order" ADD COLUMN "ticketCount" INTEGER NOT NULL DEFAULT 0;

-- DropIndex (the events list no longer sums orders; the lists get covering indexes below)
DROP INDEX "Order_eventId_status_total_refundedAmount_id_idx";
DROP INDEX "Order_eventId_status_createdAt_idx";
DROP INDEX "Event_accountKey_status_startsAt_idx";
DROP INDEX "Attendee_eventId_name_idx";

-- CreateTable
CREATE TABLE "EventSales" (
    "eventId" TEXT NOT NULL PRIMARY KEY,
    "ticketsSold" INTEGER NOT NULL DEFAULT 0,
    "revenue" INTEGER NOT NULL DEFAULT 0,
    "orders" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventSales_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Order_eventId_status_createdAt_id_idx" ON "Order"("eventId", "status", "createdAt", "id");
CREATE INDEX "Order_eventId_createdAt_id_idx" ON "Order"("eventId", "createdAt", "id");
CREATE INDEX "Event_accountKey_status_startsAt_endsAt_id_idx" ON "Event"("accountKey", "status", "startsAt", "endsAt", "id");
CREATE INDEX "Event_accountKey_status_endsAt_idx" ON "Event"("accountKey", "status", "endsAt");

-- Written by hand (Prisma's schema has no collation for an index column): the attendees list's
-- order, so a page is the first entries of the index instead of a sort of every attendee.
CREATE INDEX "Attendee_eventId_name_nocase_idx" ON "Attendee"("eventId", "name" COLLATE NOCASE, "id");

-- Backfill, before the triggers exist.
UPDATE "Order" SET "ticketCount" = COALESCE((SELECT SUM(i."quantity") FROM "OrderItem" i WHERE i."orderId" = "Order"."id"), 0);
INSERT INTO "EventSales" ("eventId", "ticketsSold", "revenue", "orders")
SELECT "eventId",
  SUM(CASE WHEN "status" IN ('completed', 'partially_refunded') THEN "ticketCount" ELSE 0 END),
  SUM(CASE WHEN "status" IN ('completed', 'partially_refunded', 'refunded') THEN "total" - "refundedAmount" ELSE 0 END),
  SUM(CASE WHEN "status" IN ('completed', 'partially_refunded') THEN 1 ELSE 0 END)
FROM "Order" GROUP BY "eventId";

-- Order.ticketCount follows its lines.
CREATE TRIGGER "OrderItem_ticketCount_insert" AFTER INSERT ON "OrderItem" BEGIN
  UPDATE "Order" SET "ticketCount" = "ticketCount" + NEW."quantity" WHERE "id" = NEW."orderId";
END;

CREATE TRIGGER "OrderItem_ticketCount_update" AFTER UPDATE OF "quantity", "orderId" ON "OrderItem" BEGIN
  UPDATE "Order" SET "ticketCount" = "ticketCount" - OLD."quantity" WHERE "id" = OLD."orderId";
  UPDATE "Order" SET "ticketCount" = "ticketCount" + NEW."quantity" WHERE "id" = NEW."orderId";
END;

-- When the order itself is being deleted its row is already gone here: nothing to update.
CREATE TRIGGER "OrderItem_ticketCount_delete" AFTER DELETE ON "OrderItem" BEGIN
  UPDATE "Order" SET "ticketCount" = "ticketCount" - OLD."quantity" WHERE "id" = OLD."orderId";
END;

-- EventSales follows the orders: what an order adds is (tickets if sold, total - refunded if it
-- brought money in, 1 if sold); a change takes the old row's share away and adds the new one's.
CREATE TRIGGER "Order_sales_insert" AFTER INSERT ON "Order" BEGIN
  INSERT INTO "EventSales" ("eventId", "ticketsSold", "revenue", "orders")
  VALUES (
    NEW."eventId",
    CASE WHEN NEW."status" IN ('completed', 'partially_refunded') THEN NEW."ticketCount" ELSE 0 END,
    CASE WHEN NEW."status" IN ('completed', 'partially_refunded', 'refunded') THEN NEW."total" - NEW."refundedAmount" ELSE 0 END,
    CASE WHEN NEW."status" IN ('completed', 'partially_refunded') THEN 1 ELSE 0 END)
  ON CONFLICT ("eventId") DO UPDATE SET
    "ticketsSold" = "ticketsSold" + excluded."ticketsSold",
    "revenue" = "revenue" + excluded."revenue",
    "orders" = "orders" + excluded."orders";
END;

CREATE TRIGGER "Order_sales_update" AFTER UPDATE OF "eventId", "status", "total", "refundedAmount", "ticketCount" ON "Order" BEGIN
  UPDATE "EventSales" SET
    "ticketsSold" = "ticketsSold" - CASE WHEN OLD."status" IN ('completed', 'partially_refunded') THEN OLD."ticketCount" ELSE 0 END,
    "revenue" = "revenue" - CASE WHEN OLD."status" IN ('completed', 'partially_refunded', 'refunded') THEN OLD."total" - OLD."refundedAmount" ELSE 0 END,
    "orders" = "orders" - CASE WHEN OLD."status" IN ('completed', 'partially_refunded') THEN 1 ELSE 0 END
  WHERE "eventId" = OLD."eventId";
  INSERT INTO "EventSales" ("eventId", "ticketsSold", "revenue", "orders")
  VALUES (
    NEW."eventId",
    CASE WHEN NEW."status" IN ('completed', 'partially_refunded') THEN NEW."ticketCount" ELSE 0 END,
    CASE WHEN NEW."status" IN ('completed', 'partially_refunded', 'refunded') THEN NEW."total" - NEW."refundedAmount" ELSE 0 END,
    CASE WHEN NEW."status" IN ('completed', 'partially_refunded') THEN 1 ELSE 0 END)
  ON CONFLICT ("eventId") DO UPDATE SET
    "ticketsSold" = "ticketsSold" + excluded."ticketsSold",
    "revenue" = "revenue" + excluded."revenue",
    "orders" = "orders" + excluded."orders";
END;

-- A plain UPDATE: when the whole event is being deleted its EventSales row may be gone already.
CREATE TRIGGER "Order_sales_delete" AFTER DELETE ON "Order" BEGIN
  UPDATE "EventSales" SET
    "ticketsSold" = "ticketsSold" - CASE WHEN OLD."status" IN ('completed', 'partially_refunded') THEN OLD."ticketCount" ELSE 0 END,
    "revenue" = "revenue" - CASE WHEN OLD."status" IN ('completed', 'partially_refunded', 'refunded') THEN OLD."total" - OLD."refundedAmount" ELSE 0 END,
    "orders" = "orders" - CASE WHEN OLD."status" IN ('completed', 'partially_refunded') THEN 1 ELSE 0 END
  WHERE "eventId" = OLD."eventId";
END;
