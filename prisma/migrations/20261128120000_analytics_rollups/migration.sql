-- Daily rollups of the analytics summary (issue 17). No backfill here: days are in each account's
-- time zone, which SQLite cannot compute; the app rebuilds missing rollups on start (seed/cli.ts).
-- CreateTable
CREATE TABLE "AnalyticsRollup" (
    "accountKey" TEXT NOT NULL PRIMARY KEY,
    "timezone" TEXT NOT NULL,
    "builtAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "AnalyticsViewDay" (
    "accountKey" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    PRIMARY KEY ("accountKey", "eventId", "day")
);

-- CreateTable
CREATE TABLE "AnalyticsReturnDay" (
    "accountKey" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "previousDay" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL,

    PRIMARY KEY ("accountKey", "eventId", "day", "previousDay")
);

-- CreateTable
CREATE TABLE "AnalyticsSalesDay" (
    "accountKey" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "tickets" INTEGER NOT NULL,
    "revenue" INTEGER NOT NULL,

    PRIMARY KEY ("accountKey", "eventId", "day", "currency")
);

-- CreateIndex
CREATE INDEX "EventPageView_visitorId_createdAt_idx" ON "EventPageView"("visitorId", "createdAt");

