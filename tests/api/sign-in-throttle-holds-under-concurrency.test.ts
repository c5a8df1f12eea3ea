import bcrypt from "bcryptjs";
import { db } from "@/lib/db";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as unlockSession } from "@/app/api/auth/unlock-session/route";
import { getAuthOptions } from "@/lib/auth/next-auth-options";
import { seedUser, uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

// Issue 14, "Sign-in throttle": the attempt is counted atomically BEFORE the password is checked,
// per (account, IP), plus failures per IP over all accounts; across IPs only a slow-down.

let ipCounter = 0;
/** A fresh client address per call, so tests do not share per-IP buckets. */
const freshIp = () => `198.51.100.${(ipCounter += 1)}-${process.env.JEST_WORKER_ID}-${crypto.randomUUID()}`;
const from = (ip: string) => ({ "x-forwarded-for": `${ip}, 10.0.0.1` });
const attempt = (
  handler: Parameters<typeof callRoute>[0],
  ip: string,
  json: { email: string; password: string; code?: string },
) => callRoute(handler, { method: "POST", json, headers: from(ip) });

beforeEach(() => {
  process.env.TRUST_PROXY = "1";
});
afterEach(() => {
  for (const name of ["TRUST_PROXY", "SIGN_IN_SLOW_DOWN_AFTER", "SIGN_IN_SLOW_DOWN_MS"]) {
    delete process.env[name];
  }
  jest.restoreAllMocks();
});

describe("sign-in throttle under concurrency", () => {
  it("checks the password at most 5 times for 30 concurrent wrong sign-ins of one account from one IP", async () => {
    const user = await seedUser(db);
    const ip = freshIp();
    const compare = jest.spyOn(bcrypt, "compare");
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => attempt(signIn, ip, { email: user.email, password: "wrong-password" })),
    );
    expect(compare).toHaveBeenCalledTimes(5);
    expect(answers.filter((answer) => answer.status === 404 && answer.data === false)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(25);
    for (const answer of refused) {
      expect(answer.data.error.code).toBe("too_many_attempts");
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    }
    // The right password from the same address waits for the window too (unlock-session as well).
    expect((await attempt(signIn, ip, { email: user.email, password: user.password })).status).toBe(429);
    expect((await attempt(unlockSession, ip, { email: user.email, password: user.password })).status).toBe(429);
  });

  it("lets the owner sign in from another IP while one IP is locked out of the account", async () => {
    const user = await seedUser(db);
    const attacker = freshIp();
    await Promise.all(
      Array.from({ length: 10 }, () => attempt(signIn, attacker, { email: user.email, password: "wrong-password" })),
    );
    expect((await attempt(signIn, attacker, { email: user.email, password: user.password })).status).toBe(429);
    const owner = await attempt(signIn, freshIp(), { email: user.email, password: user.password });
    expect(owner.status).toBe(200);
  });

  it("counts through the next-auth credentials provider too, by the forwarded address", async () => {
    const user = await seedUser(db);
    const ip = freshIp();
    const provider = getAuthOptions().providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, request: unknown) => Promise<unknown> };
    };
    const authorize = (password: string, address: string) =>
      provider.options.authorize({ email: user.email, password }, { headers: from(address) });
    for (let count = 0; count < 5; count += 1) expect(await authorize("wrong-password", ip)).toBeNull();
    await expect(authorize(user.password, ip)).rejects.toThrow();
    expect(await authorize(user.password, freshIp())).toMatchObject({ id: user.id });
  });

  it("answers 429 after 50 failures from one IP within an hour, over all accounts", async () => {
    const ip = freshIp();
    const users = await Promise.all(Array.from({ length: 10 }, () => seedUser(db)));
    for (const user of users) {
      for (let count = 0; count < 5; count += 1) {
        expect((await attempt(signIn, ip, { email: user.email, password: "wrong-password" })).status).toBe(404);
      }
    }
    const another = await seedUser(db);
    const blocked = await attempt(signIn, ip, { email: another.email, password: another.password });
    expect(blocked).toMatchObject({ status: 429, data: { error: { code: "too_many_attempts" } } });
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(50 * 60);
    // Another address is not affected.
    expect((await attempt(signIn, freshIp(), { email: another.email, password: another.password })).status).toBe(200);
  });

  it("does not count successful sign-ins as failures of the IP, and a success starts the pair again", async () => {
    const user = await seedUser(db);
    const ip = freshIp();
    for (let round = 0; round < 3; round += 1) {
      for (let count = 0; count < 4; count += 1) {
        expect((await attempt(signIn, ip, { email: user.email, password: "wrong-password" })).status).toBe(404);
      }
      expect((await attempt(signIn, ip, { email: user.email, password: user.password })).status).toBe(200);
    }
    const bucket = await db.rateLimitBucket.findUnique({ where: { key: `sign-in:ip:${ip}` } });
    expect(bucket?.count).toBe(12);
  });

  it("only slows an account down across IPs, never locks it", async () => {
    process.env.SIGN_IN_SLOW_DOWN_AFTER = "2";
    process.env.SIGN_IN_SLOW_DOWN_MS = "300";
    const user = await seedUser(db);
    for (let count = 0; count < 2; count += 1) {
      await attempt(signIn, freshIp(), { email: user.email, password: "wrong-password" });
    }
    const startedAt = Date.now();
    expect((await attempt(signIn, freshIp(), { email: user.email, password: "wrong-password" })).status).toBe(404);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
    expect((await attempt(signIn, freshIp(), { email: user.email, password: user.password })).status).toBe(200);
  });

  it("never answers 429 with RATE_LIMITS=off", async () => {
    process.env.RATE_LIMITS = "off";
    const user = await seedUser(db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => attempt(signIn, ip, { email: user.email, password: "wrong-password" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(404));
    expect((await attempt(signIn, ip, { email: user.email, password: user.password })).status).toBe(200);
  });

  it("counts unknown emails like known ones", async () => {
    const ip = freshIp();
    const email = uniqueEmail("nobody");
    for (let count = 0; count < 5; count += 1) {
      expect((await attempt(signIn, ip, { email, password: "whatever1" })).status).toBe(404);
    }
    expect((await attempt(signIn, ip, { email, password: "whatever1" })).status).toBe(429);
  }, 30_000);
});
