import { db } from "@/lib/db";
import { AUTH_TOKEN_TTL_MS, consumeAuthToken, createAuthToken, hashAuthToken } from "@/lib/auth/auth-tokens";
import { seedUser } from "@/seed/factories";

// The one-time links of password resets and email verification (lib/auth/auth-tokens.ts): what
// asking again removes — never another user's links, never a live reset link — and when a link
// is refused.

const HOUR_MS = 3_600_000;
const exists = async (token: string) =>
  (await db.authToken.count({ where: { tokenHash: hashAuthToken(token) } })) === 1;

async function ageBy(token: string, ms: number) {
  const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashAuthToken(token) } });
  await db.authToken.update({ where: { id: row.id }, data: { expiresAt: new Date(row.expiresAt.getTime() - ms) } });
}

describe("one-time links", () => {
  it("expire one hour (reset) and seven days (verification) after they are made", async () => {
    const user = await seedUser(db);
    for (const [purpose, ttl] of [
      ["password-reset", HOUR_MS],
      ["email-verification", 7 * 24 * HOUR_MS],
    ] as const) {
      const before = Date.now();
      const token = await createAuthToken(db, user.id, purpose);
      const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashAuthToken(token) } });
      expect(AUTH_TOKEN_TTL_MS[purpose]).toBe(ttl);
      expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(ttl);
      expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(ttl);
      expect(row.tokenHash).not.toContain(token);
    }
  });

  it("a new verification link replaces the user's unused one, and touches nobody else's links", async () => {
    const user = await seedUser(db);
    const other = await seedUser(db);
    const othersVerification = await createAuthToken(db, other.id, "email-verification");
    const othersReset = await createAuthToken(db, other.id, "password-reset");
    const ownReset = await createAuthToken(db, user.id, "password-reset");
    const first = await createAuthToken(db, user.id, "email-verification");

    const second = await createAuthToken(db, user.id, "email-verification");
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(true);
    for (const token of [othersVerification, othersReset, ownReset]) expect(await exists(token)).toBe(true);
  });

  it("a new reset link clears only the user's dead reset links: expired or used", async () => {
    const user = await seedUser(db);
    const other = await seedUser(db);
    const live = await createAuthToken(db, user.id, "password-reset");
    const expired = await createAuthToken(db, user.id, "password-reset");
    await ageBy(expired, 2 * HOUR_MS);
    const used = await createAuthToken(db, user.id, "password-reset");
    expect(await consumeAuthToken(db, used, "password-reset")).toBe(user.id);
    const verification = await createAuthToken(db, user.id, "email-verification");
    const othersExpired = await createAuthToken(db, other.id, "password-reset");
    await ageBy(othersExpired, 2 * HOUR_MS);

    await createAuthToken(db, user.id, "password-reset");
    expect(await exists(live)).toBe(true);
    expect(await exists(expired)).toBe(false);
    expect(await exists(used)).toBe(false);
    expect(await exists(verification)).toBe(true);
    expect(await exists(othersExpired)).toBe(true);
  });

  it("work once, for their own purpose, until they expire", async () => {
    const user = await seedUser(db);
    const token = await createAuthToken(db, user.id, "password-reset");
    expect(await consumeAuthToken(db, token, "email-verification")).toBeNull();
    expect(await consumeAuthToken(db, "no-such-token", "password-reset")).toBeNull();
    expect(await consumeAuthToken(db, token, "password-reset")).toBe(user.id);
    expect(await consumeAuthToken(db, token, "password-reset")).toBeNull();

    const late = await createAuthToken(db, user.id, "password-reset");
    await ageBy(late, HOUR_MS);
    expect(await consumeAuthToken(db, late, "password-reset")).toBeNull();
  });
});
