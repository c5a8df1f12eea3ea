import "server-only";
import { db } from "@/lib/db";
import { rateLimitsOff } from "@/lib/limits/config";

export type TokenOptions = { limit: number; windowMs: number; now?: Date };
export type TokenAnswer = { allowed: boolean; retryAfterSeconds: number };
/** An allowed token, to give back when the action turned out not to count (`refundToken`). */
export type TakenToken = { key: string; limit: number; windowStartAt: Date };

// Expired buckets are deleted at most this often per process (the limits themselves live only in
// the database; this is just how often one process tidies up).
const PRUNE_EVERY_MS = 60_000;
let lastPruneAt = 0;

/**
 * A fixed-window limit kept in the `RateLimitBucket` table: counts one use of `key` and says
 * whether it stays within `limit` uses per `windowMs`. Counting and checking are ONE statement
 * (insert, or reset an expired window, or add one), so concurrent requests and several processes
 * sharing the database agree. Refused uses are not counted beyond `limit + 1`, so they take no
 * slot. Plain SQL that SQLite (≥ 3.35, RETURNING) and PostgreSQL both run.
 */
export async function takeToken(
  key: string,
  { limit, windowMs, now = new Date() }: TokenOptions,
): Promise<TokenAnswer & { token: TakenToken | null }> {
  if (rateLimitsOff()) return { allowed: true, retryAfterSeconds: 0, token: null };
  await pruneNowAndThen(now);
  const windowOpenedAfter = new Date(now.getTime() - windowMs);
  const expiresAt = new Date(now.getTime() + windowMs);
  const rows = await db.$queryRaw<{ count: number | bigint; windowStartAt: Date | string }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStartAt", "expiresAt")
    VALUES (${key}, 1, ${now}, ${expiresAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE
        WHEN "RateLimitBucket"."windowStartAt" <= ${windowOpenedAfter} THEN 1
        WHEN "RateLimitBucket"."count" > ${limit} THEN "RateLimitBucket"."count"
        ELSE "RateLimitBucket"."count" + 1 END,
      "windowStartAt" = CASE
        WHEN "RateLimitBucket"."windowStartAt" <= ${windowOpenedAfter} THEN ${now}
        ELSE "RateLimitBucket"."windowStartAt" END,
      "expiresAt" = CASE
        WHEN "RateLimitBucket"."windowStartAt" <= ${windowOpenedAfter} THEN ${expiresAt}
        ELSE "RateLimitBucket"."expiresAt" END
    RETURNING "count", "windowStartAt"`;
  const count = Number(rows[0].count);
  const windowStartAt = new Date(rows[0].windowStartAt);
  const allowed = count <= limit;
  const windowEndsInMs = windowStartAt.getTime() + windowMs - now.getTime();
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(windowEndsInMs / 1000)),
    token: allowed ? { key, limit, windowStartAt } : null,
  };
}

/**
 * Gives an allowed use back (the action did not count after all), in the same window only. A
 * count above `limit` means every slot was taken and others were refused: one slot frees up.
 */
export async function refundToken(token: TakenToken | null): Promise<void> {
  if (!token) return;
  await db.$executeRaw`
    UPDATE "RateLimitBucket"
    SET "count" = CASE WHEN "count" > ${token.limit} THEN ${token.limit - 1} ELSE "count" - 1 END
    WHERE "key" = ${token.key} AND "windowStartAt" = ${token.windowStartAt} AND "count" > 0`;
}

/** Forgets the counts of `key` (e.g. a successful sign-in). */
export async function resetBucket(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** Forgets every bucket whose key starts with `prefix`. */
export async function resetBucketsStartingWith(prefix: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: prefix } } });
}

export async function pruneExpiredBuckets(now = new Date()): Promise<number> {
  const { count } = await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}

async function pruneNowAndThen(now: Date): Promise<void> {
  if (Date.now() - lastPruneAt < PRUNE_EVERY_MS) return;
  lastPruneAt = Date.now();
  try {
    await pruneExpiredBuckets(now);
  } catch (error) {
    console.error("Pruning expired rate-limit buckets failed", error);
  }
}
