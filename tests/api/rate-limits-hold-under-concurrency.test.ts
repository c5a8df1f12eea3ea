import { db } from "@/lib/db";
import { pruneExpiredBuckets, refundToken, takeToken } from "@/lib/limits/take-token";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

// Issue 14: limits kept in the database (RateLimitBucket), counted and checked in one statement,
// so concurrent requests — and several processes on one database — cannot all slip through.

const WINDOW_MS = 60_000;
const key = (name: string) => `test:${name}:${crypto.randomUUID()}`;

describe("takeToken, the fixed-window limiter over RateLimitBucket", () => {
  it("allows exactly 10 of 100 concurrent takes with limit 10", async () => {
    const bucket = key("concurrent");
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => takeToken(bucket, { limit: 10, windowMs: WINDOW_MS, now })),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    for (const refused of answers.filter((answer) => !answer.allowed)) {
      expect(refused.retryAfterSeconds).toBe(60);
    }
    // Refused takes hold no slot beyond the limit.
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key: bucket } })).count).toBe(11);
  });

  it("starts a new window once the old one has passed, and says when it ends", async () => {
    const bucket = key("window");
    const start = new Date("2026-01-01T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect((await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now: start })).allowed).toBe(true);
    expect((await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now: at(1_000) })).allowed).toBe(true);
    expect(await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now: at(20_500) })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect((await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now: at(WINDOW_MS) })).allowed).toBe(true);
    const row = await db.rateLimitBucket.findUniqueOrThrow({ where: { key: bucket } });
    expect(row).toMatchObject({ count: 1, windowStartAt: at(WINDOW_MS), expiresAt: at(2 * WINDOW_MS) });
  });

  it("gives a refunded slot back, even after refused takes", async () => {
    const bucket = key("refund");
    const now = new Date();
    const first = await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now });
    await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now });
    expect((await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now })).allowed).toBe(false);
    await refundToken(first.token);
    expect((await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now })).allowed).toBe(true);
    expect((await takeToken(bucket, { limit: 2, windowMs: WINDOW_MS, now })).allowed).toBe(false);
  });

  it("prunes expired buckets", async () => {
    const old = key("old");
    await takeToken(old, { limit: 1, windowMs: WINDOW_MS, now: new Date(Date.now() - 2 * WINDOW_MS) });
    const fresh = key("fresh");
    await takeToken(fresh, { limit: 1, windowMs: WINDOW_MS });
    await pruneExpiredBuckets();
    expect(await db.rateLimitBucket.findUnique({ where: { key: old } })).toBeNull();
    expect(await db.rateLimitBucket.findUnique({ where: { key: fresh } })).not.toBeNull();
  });

  it("allows everything with RATE_LIMITS=off", async () => {
    process.env.RATE_LIMITS = "off";
    const bucket = key("off");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => takeToken(bucket, { limit: 1, windowMs: WINDOW_MS })),
    );
    expect(answers.every((answer) => answer.allowed)).toBe(true);
    expect(await db.rateLimitBucket.findUnique({ where: { key: bucket } })).toBeNull();
  });
});
