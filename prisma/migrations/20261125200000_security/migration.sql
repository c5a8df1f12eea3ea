-- AlterTable
ALTER TABLE "Order" ADD COLUMN "clientIpHash" TEXT;
ALTER TABLE "Order" ADD COLUMN "paymentDueAt" DATETIME;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "SignInThrottle";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "windowStartAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SessionLock" (
    "sessionId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "lockedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SessionLock_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Event" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountKey" TEXT NOT NULL,
    "userId" TEXT,
    "vendorId" TEXT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL DEFAULT 'other',
    "coverImage" TEXT,
    "format" TEXT NOT NULL DEFAULT 'in-person',
    "venueName" TEXT NOT NULL DEFAULT '',
    "venueAddress" TEXT NOT NULL DEFAULT '',
    "venueCity" TEXT NOT NULL DEFAULT '',
    "venueCountry" TEXT NOT NULL DEFAULT '',
    "onlineUrl" TEXT,
    "timezone" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "visibility" TEXT NOT NULL DEFAULT 'public',
    "currency" TEXT NOT NULL,
    "capacity" INTEGER,
    "paymentMethod" TEXT NOT NULL DEFAULT 'offline',
    "offlinePaymentInstructions" TEXT NOT NULL DEFAULT '',
    "reservationMinutes" INTEGER NOT NULL DEFAULT 15,
    "paymentDueDays" INTEGER NOT NULL DEFAULT 3,
    "publishedAt" DATETIME,
    "cancelledAt" DATETIME,
    "archivedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Event_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Event_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Event" ("accountKey", "archivedAt", "cancelledAt", "capacity", "category", "coverImage", "createdAt", "currency", "description", "endsAt", "format", "id", "offlinePaymentInstructions", "onlineUrl", "paymentMethod", "publishedAt", "reservationMinutes", "slug", "startsAt", "status", "summary", "timezone", "title", "updatedAt", "userId", "vendorId", "venueAddress", "venueCity", "venueCountry", "venueName", "visibility") SELECT "accountKey", "archivedAt", "cancelledAt", "capacity", "category", "coverImage", "createdAt", "currency", "description", "endsAt", "format", "id", "offlinePaymentInstructions", "onlineUrl", "paymentMethod", "publishedAt", "reservationMinutes", "slug", "startsAt", "status", "summary", "timezone", "title", "updatedAt", "userId", "vendorId", "venueAddress", "venueCity", "venueCountry", "venueName", "visibility" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_accountKey_status_startsAt_idx" ON "Event"("accountKey", "status", "startsAt");
CREATE INDEX "Event_status_visibility_startsAt_idx" ON "Event"("status", "visibility", "startsAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "RateLimitBucket_expiresAt_idx" ON "RateLimitBucket"("expiresAt");

-- CreateIndex
CREATE INDEX "SessionLock_userId_idx" ON "SessionLock"("userId");

-- CreateIndex
CREATE INDEX "Order_clientIpHash_status_idx" ON "Order"("clientIpHash", "status");

