-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "reason" TEXT,
    "stripeRefundId" TEXT,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL DEFAULT '',
    "displayName" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "avatar" TEXT,
    "status" TEXT NOT NULL DEFAULT 'online',
    "about" TEXT,
    "company" TEXT,
    "role" TEXT NOT NULL DEFAULT 'user',
    "language" TEXT NOT NULL DEFAULT 'en',
    "scheme" TEXT NOT NULL DEFAULT 'light',
    "theme" TEXT NOT NULL DEFAULT 'theme-default',
    "layout" TEXT NOT NULL DEFAULT 'product-classic',
    "emailVerifiedAt" DATETIME,
    "sessionsValidFrom" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "activeVendorId" TEXT,
    "hostSlug" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "calendarToken" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_activeVendorId_fkey" FOREIGN KEY ("activeVendorId") REFERENCES "Vendor" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("about", "activeVendorId", "avatar", "calendarToken", "company", "createdAt", "currency", "displayName", "email", "emailVerifiedAt", "firstName", "hostSlug", "id", "language", "lastName", "layout", "passwordHash", "role", "scheme", "sessionsValidFrom", "status", "theme", "updatedAt") SELECT "about", "activeVendorId", "avatar", "calendarToken", "company", "createdAt", "currency", "displayName", "email", "emailVerifiedAt", "firstName", "hostSlug", "id", "language", "lastName", "layout", "passwordHash", "role", "scheme", "sessionsValidFrom", "status", "theme", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_hostSlug_key" ON "User"("hostSlug");
CREATE UNIQUE INDEX "User_calendarToken_key" ON "User"("calendarToken");
CREATE TABLE "new_Vendor" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "logo" TEXT,
    "contactEmail" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "calendarToken" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Vendor" ("calendarToken", "contactEmail", "createdAt", "currency", "description", "id", "logo", "name", "slug", "updatedAt") SELECT "calendarToken", "contactEmail", "createdAt", "currency", "description", "id", "logo", "name", "slug", "updatedAt" FROM "Vendor";
DROP TABLE "Vendor";
ALTER TABLE "new_Vendor" RENAME TO "Vendor";
CREATE UNIQUE INDEX "Vendor_slug_key" ON "Vendor"("slug");
CREATE UNIQUE INDEX "Vendor_calendarToken_key" ON "Vendor"("calendarToken");
CREATE TABLE "new_OrderItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "ticketTypeId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "releasedQuantity" INTEGER NOT NULL DEFAULT 0,
    "unitPrice" INTEGER NOT NULL,
    CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrderItem_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderItem" ("id", "orderId", "quantity", "ticketTypeId", "unitPrice") SELECT "id", "orderId", "quantity", "ticketTypeId", "unitPrice" FROM "OrderItem";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");
CREATE INDEX "OrderItem_ticketTypeId_idx" ON "OrderItem"("ticketTypeId");
CREATE TABLE "new_Attendee" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "ticketTypeId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "checkedInAt" DATETIME,
    "checkedInBy" TEXT,
    "voidedAt" DATETIME,
    "refundId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Attendee_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attendee_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Attendee_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attendee_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Attendee" ("checkedInAt", "checkedInBy", "code", "createdAt", "email", "eventId", "id", "name", "orderId", "ticketTypeId") SELECT "checkedInAt", "checkedInBy", "code", "createdAt", "email", "eventId", "id", "name", "orderId", "ticketTypeId" FROM "Attendee";
DROP TABLE "Attendee";
ALTER TABLE "new_Attendee" RENAME TO "Attendee";
CREATE UNIQUE INDEX "Attendee_code_key" ON "Attendee"("code");
CREATE INDEX "Attendee_eventId_name_idx" ON "Attendee"("eventId", "name");
CREATE INDEX "Attendee_eventId_checkedInAt_idx" ON "Attendee"("eventId", "checkedInAt");
CREATE INDEX "Attendee_orderId_idx" ON "Attendee"("orderId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Refund_stripeRefundId_key" ON "Refund"("stripeRefundId");

-- CreateIndex
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");

-- CreateIndex
CREATE INDEX "Refund_createdAt_idx" ON "Refund"("createdAt");

-- CreateIndex
CREATE INDEX "Order_eventId_completedAt_idx" ON "Order"("eventId", "completedAt");

-- DropIndex
DROP INDEX "EventPageView_eventId_createdAt_idx";

-- CreateIndex
CREATE INDEX "EventPageView_eventId_createdAt_visitorId_idx" ON "EventPageView"("eventId", "createdAt", "visitorId");
