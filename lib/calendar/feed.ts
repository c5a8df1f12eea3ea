import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { getAppUrl } from "@/lib/app-url";
import { buildCalendar } from "@/lib/calendar/ical";
import { icalEventSelect, toIcalEvent } from "@/lib/calendar/ical-event";
import type { FeedTokenAnswer } from "@/lib/calendar/schema";
import { personalAccountKey, vendorAccountKey, type Account } from "@/lib/events/account";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";

/** How far back the feed reaches: recent past events stay in subscribers' calendars, old ones drop out. */
export const FEED_DAYS_BACK = 90;
/** A bound on one feed, far above what 90 days back plus the future hold for a real account. */
const MAX_FEED_EVENTS = 2000;
/** 32 random bytes in base64url: 43 characters. Anything else is not a token of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

export function feedUrls(token: string): FeedTokenAnswer {
  const url = `${getAppUrl()}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/** The stored token of the account (User.calendarToken or Vendor.calendarToken). */
async function readToken(account: Account): Promise<string | null> {
  if (account.vendorId) {
    return (await db.vendor.findUniqueOrThrow({ where: { id: account.vendorId }, select: { calendarToken: true } }))
      .calendarToken;
  }
  return (await db.user.findUniqueOrThrow({ where: { id: account.userId! }, select: { calendarToken: true } }))
    .calendarToken;
}

/** Stores `token`; with `onlyIfMissing`, only when the account has none yet (two first asks at once keep one token). */
async function writeToken(account: Account, token: string, onlyIfMissing: boolean): Promise<void> {
  const condition = onlyIfMissing ? { calendarToken: null } : {};
  if (account.vendorId)
    await db.vendor.updateMany({ where: { id: account.vendorId, ...condition }, data: { calendarToken: token } });
  else await db.user.updateMany({ where: { id: account.userId!, ...condition }, data: { calendarToken: token } });
}

/** The account's feed URL, creating its token on the first ask. */
export async function getFeedUrls(account: Account): Promise<FeedTokenAnswer> {
  const existing = await readToken(account);
  if (existing) return feedUrls(existing);
  await writeToken(account, newFeedToken(), true);
  // Read back rather than trust our own write: a concurrent first ask may have won.
  return feedUrls((await readToken(account))!);
}

/** A new token: the old URL stops working at once (for a link that was shared too widely). */
export async function rotateFeedToken(account: Account): Promise<FeedTokenAnswer> {
  const token = newFeedToken();
  await writeToken(account, token, false);
  return feedUrls(token);
}

/**
 * The iCalendar text of the feed behind `token`, or null for a token nobody holds. Published and
 * cancelled events (cancelled ones as STATUS:CANCELLED, so subscribers' calendars drop or strike
 * them); never drafts or archived events, which were never announced or were put away.
 */
export async function buildFeed(token: string, now = new Date()): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const owner = await findFeedOwner(token);
  if (!owner) return null;
  const events = await db.event.findMany({
    where: {
      accountKey: owner.key,
      status: { in: ["published", "cancelled"] },
      endsAt: { gte: new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000) },
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: MAX_FEED_EVENTS,
    select: icalEventSelect,
  });
  return buildCalendar({ name: owner.name, events: events.map(toIcalEvent), now });
}

/** The account a token belongs to, through the unique indexes on the two token columns. */
async function findFeedOwner(token: string): Promise<{ key: string; name: string } | null> {
  const user = await db.user.findUnique({ where: { calendarToken: token }, select: { id: true, displayName: true } });
  if (user) return { key: personalAccountKey(user.id), name: user.displayName };
  const vendor = await db.vendor.findUnique({ where: { calendarToken: token }, select: { id: true, name: true } });
  // With the vendors feature off, vendors do not exist for the outside world (spec section 6).
  if (vendor && (await isFeatureEnabled("ENABLE_VENDORS")))
    return { key: vendorAccountKey(vendor.id), name: vendor.name };
  return null;
}
