-- AlterTable
ALTER TABLE "FeatureFlag" ADD COLUMN "updatedBy" TEXT;

-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN "newEmail" TEXT;

-- CreateTable
CREATE TABLE "VendorInvitation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "vendorId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "acceptedAt" DATETIME,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "VendorInvitation_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VendorInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TwoFactorRecoveryCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "TwoFactorRecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "NotificationDelivery" (
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "sentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "kind", "key"),
    CONSTRAINT "NotificationDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
    "twoFactorSecret" TEXT,
    "twoFactorEnabledAt" DATETIME,
    "twoFactorLastStep" INTEGER,
    "notifyNewOrder" BOOLEAN NOT NULL DEFAULT true,
    "notifyDailySummary" BOOLEAN NOT NULL DEFAULT false,
    "notifySoldOut" BOOLEAN NOT NULL DEFAULT true,
    "notifyUnpaidAfterDays" INTEGER DEFAULT 3,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_activeVendorId_fkey" FOREIGN KEY ("activeVendorId") REFERENCES "Vendor" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("about", "activeVendorId", "avatar", "calendarToken", "company", "createdAt", "currency", "displayName", "email", "emailVerifiedAt", "firstName", "hostSlug", "id", "language", "lastName", "layout", "passwordHash", "role", "scheme", "sessionsValidFrom", "status", "theme", "timezone", "updatedAt") SELECT "about", "activeVendorId", "avatar", "calendarToken", "company", "createdAt", "currency", "displayName", "email", "emailVerifiedAt", "firstName", "hostSlug", "id", "language", "lastName", "layout", "passwordHash", "role", "scheme", "sessionsValidFrom", "status", "theme", "timezone", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_hostSlug_key" ON "User"("hostSlug");
CREATE UNIQUE INDEX "User_calendarToken_key" ON "User"("calendarToken");
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
CREATE TABLE "new_Upload" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountKey" TEXT NOT NULL,
    "userId" TEXT,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Upload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Upload" ("accountKey", "createdAt", "data", "id", "mimeType", "size", "userId") SELECT "accountKey", "createdAt", "data", "id", "mimeType", "size", "userId" FROM "Upload";
DROP TABLE "Upload";
ALTER TABLE "new_Upload" RENAME TO "Upload";
CREATE INDEX "Upload_accountKey_createdAt_idx" ON "Upload"("accountKey", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "VendorInvitation_tokenHash_key" ON "VendorInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "VendorInvitation_vendorId_email_idx" ON "VendorInvitation"("vendorId", "email");

-- CreateIndex
CREATE INDEX "TwoFactorRecoveryCode_userId_idx" ON "TwoFactorRecoveryCode"("userId");

