-- Issue 17: the host's orders list reads each order as its stored answer instead of building its
-- JSON (five instants among its twenty-two fields, and its promo code) on every request. The
-- database keeps it: triggers below update it in the statement that adds or changes an order (its
-- ticket count too, itself kept from the order's lines) or renames its promo code, whichever
-- connection writes. The answer holds the stored status; the read turns a lapsed reservation or an
-- overdue offline order into "expired" (lib/events/orders-sql.ts), which only time changes.
-- The answer's shape is said once, in the view "OrderListing"; it is lib/events/event-orders.ts's
-- toOrderAnswer: lib/events/order-listing.test.ts holds them together.
-- SQLite triggers; a PostgreSQL deployment ports them to PL/pgSQL functions.

-- A column Prisma would add by rebuilding "Order"; ADD COLUMN gives the same column in place.
ALTER TABLE "Order" ADD COLUMN "listing" TEXT NOT NULL DEFAULT '';

-- An order as the list shows it: the fields of OrderAnswer in order, instants as Date#toISOString
-- writes them.
CREATE VIEW "OrderListing" AS
SELECT o."rowid" AS "row",
  json_object(
    'id', o."id", 'reference', o."reference", 'status', o."status", 'buyerName', o."buyerName",
    'buyerEmail', o."buyerEmail", 'subtotal', o."subtotal", 'discount', o."discount", 'total', o."total",
    'currency', o."currency", 'refundedAmount', o."refundedAmount", 'paymentProvider', o."paymentProvider",
    'utmSource', o."utmSource", 'utmMedium', o."utmMedium", 'utmCampaign', o."utmCampaign", 'ref', o."ref",
    'createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', o."createdAt"),
    'reservedUntil', strftime('%Y-%m-%dT%H:%M:%fZ', o."reservedUntil"),
    'paidAt', strftime('%Y-%m-%dT%H:%M:%fZ', o."paidAt"),
    'completedAt', strftime('%Y-%m-%dT%H:%M:%fZ', o."completedAt"),
    'cancelledAt', strftime('%Y-%m-%dT%H:%M:%fZ', o."cancelledAt"),
    'tickets', o."ticketCount",
    'promoCode', (SELECT p."code" FROM "PromoCode" p WHERE p."id" = o."promoCodeId")) AS "listing"
FROM "Order" o;

-- Backfill, before the triggers exist.
UPDATE "Order" SET "listing" = (SELECT l."listing" FROM "OrderListing" l WHERE l."row" = "Order"."rowid");

CREATE TRIGGER "Order_listing_insert" AFTER INSERT ON "Order" BEGIN
  UPDATE "Order" SET "listing" = (SELECT l."listing" FROM "OrderListing" l WHERE l."row" = NEW."rowid")
  WHERE "rowid" = NEW."rowid";
END;

-- Every column the view reads ("listing" is not among them, so the trigger's own UPDATE does not
-- fire it again). A promo code's deletion sets "promoCodeId" to NULL, an UPDATE that fires it too.
CREATE TRIGGER "Order_listing_update"
AFTER UPDATE OF "id", "reference", "status", "buyerName", "buyerEmail", "subtotal", "discount", "total", "currency",
  "refundedAmount", "paymentProvider", "utmSource", "utmMedium", "utmCampaign", "ref", "createdAt", "reservedUntil",
  "paidAt", "completedAt", "cancelledAt", "ticketCount", "promoCodeId"
ON "Order" BEGIN
  UPDATE "Order" SET "listing" = (SELECT l."listing" FROM "OrderListing" l WHERE l."row" = NEW."rowid")
  WHERE "rowid" = NEW."rowid";
END;

CREATE TRIGGER "PromoCode_orderListing_update" AFTER UPDATE OF "code" ON "PromoCode"
WHEN OLD."code" != NEW."code"
BEGIN
  UPDATE "Order" SET "listing" = (SELECT l."listing" FROM "OrderListing" l WHERE l."row" = "Order"."rowid")
  WHERE "promoCodeId" = NEW."id";
END;
