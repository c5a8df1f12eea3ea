import { randomUUID } from "node:crypto";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as postOrder } from "@/app/api/public/events/[slug]/orders/route";
import { db } from "@/lib/db";
import { attemptLimits } from "@/lib/limits/attempt-limits";
import { seedUser } from "@/seed/factories";
import { mailsTo } from "@/tests/helpers/account";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

// Issue 14: "Sign-up, forgot-password, reset-password, verify-email and promo-code attempts: per IP
// and per target limits of the same kind." Each attempt is counted before it is checked; beyond a
// limit, 429 `too_many_attempts` with Retry-After (forgot-password per address: silently nothing).

type Handler = Parameters<typeof callRoute>[0];

/** A fresh client address per test, so its counts start at zero (the files of a worker share a database). */
const newAddress = () => `198.51.100.${randomUUID()}`;
const newEmail = () => `attempts-${randomUUID()}@example.org`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

const post = (handler: Handler, ip: string, json: unknown) =>
  callRoute(handler, { method: "POST", json, headers: from(ip) });
const signUpAs = (ip: string, email = newEmail()) =>
  post(signUp, ip, { name: "Ada Lovelace", email, password: "Correct-Horse-42", agreements: true });
const forgot = (ip: string, email: string) => post(forgotPassword, ip, { email });
const reset = (ip: string, token = randomUUID()) => post(resetPassword, ip, { token, password: "BrandNew456!" });
const verify = (ip: string, token = randomUUID()) =>
  callRoute(verifyEmail, { url: `/api/auth/verify-email?token=${token}`, headers: from(ip) });

/** The answer is the limit's: 429 `too_many_attempts` with a Retry-After within the hour. */
function expectLimited(answer: Awaited<ReturnType<typeof callRoute>>) {
  expect(answer.status).toBe(429);
  expect(answer.data.error).toMatchObject({ code: "too_many_attempts", message: expect.any(String) });
  const retryAfter = Number(answer.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
}

const OVERRIDES = [
  "SIGN_UP_MAX_PER_IP",
  "RESET_PASSWORD_MAX_PER_IP",
  "PROMO_CODE_MAX_MISSES_PER_EVENT",
  "ORDERS_MAX_UNPAID_PER_IP",
];
afterEach(() => {
  for (const name of OVERRIDES) delete process.env[name];
  jest.restoreAllMocks();
});

describe("attempt limits: the defaults", () => {
  it("are per hour: sign-up 10 per IP and 5 per email, forgot 20/5, reset and verify 20 per IP and 5 per link, promo codes 10 misses per IP and event, 100 per event", () => {
    expect(attemptLimits("sign-up")).toEqual({ perIp: 10, perTarget: 5 });
    expect(attemptLimits("forgot-password")).toEqual({ perIp: 20, perTarget: 5 });
    expect(attemptLimits("reset-password")).toEqual({ perIp: 20, perTarget: 5 });
    expect(attemptLimits("verify-email")).toEqual({ perIp: 20, perTarget: 5 });
    expect(attemptLimits("promo-code")).toEqual({ perIp: 10, perTarget: 100 });
    process.env.SIGN_UP_MAX_PER_IP = "3";
    expect(attemptLimits("sign-up").perIp).toBe(3);
  });
});

describe("sign-up attempts", () => {
  it("per IP: past SIGN_UP_MAX_PER_IP accounts from one address, 429 before any account is made; another address still signs up", async () => {
    process.env.SIGN_UP_MAX_PER_IP = "2";
    const ip = newAddress();
    expect((await signUpAs(ip)).status).toBe(200);
    expect((await signUpAs(ip)).status).toBe(200);
    const email = newEmail();
    expectLimited(await signUpAs(ip, email));
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect((await signUpAs(newAddress())).status).toBe(200);
  });

  it("per email: the 6th attempt for one address in an hour is 429, from any address", async () => {
    const email = newEmail();
    expect((await signUpAs(newAddress(), email)).status).toBe(200);
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await signUpAs(newAddress(), email)).status).toBe(409);
    expectLimited(await signUpAs(newAddress(), email));
  });
});

describe("forgot-password attempts", () => {
  it("per IP: the 21st request from one address in an hour is 429, known email or not", async () => {
    const ip = newAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await forgot(ip, newEmail())).status).toBe(200);
    expectLimited(await forgot(ip, newEmail()));
    const user = await seedUser(db);
    expectLimited(await forgot(ip, user.email));
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect((await forgot(newAddress(), user.email)).status).toBe(200);
  });

  it("per email: past 5 requests for one address it still answers true but mails no link, whether or not the address has an account", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const user = await seedUser(db);
    const unknown = newEmail();
    for (const email of [user.email, unknown]) {
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        expect(await forgot(newAddress(), email)).toMatchObject({ status: 200, data: true });
      }
    }
    expect(await mailsTo(user.email)).toHaveLength(5);
    expect(await db.authToken.count({ where: { userId: user.id, purpose: "password-reset" } })).toBe(5);
    expect(warn.mock.calls.filter(([line]) => String(line).includes(user.email))).toHaveLength(2);
    expect(warn.mock.calls.filter(([line]) => String(line).includes(unknown))).toHaveLength(2);
  });

  it("holds under a concurrent burst: 20 requests for one address at once mail exactly 5 links", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const user = await seedUser(db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(newAddress(), user.email)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });
});

describe("reset-password attempts", () => {
  it("per IP: past RESET_PASSWORD_MAX_PER_IP attempts from one address, 429 without looking at the link", async () => {
    process.env.RESET_PASSWORD_MAX_PER_IP = "3";
    const ip = newAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await reset(ip)).status).toBe(400);
    expectLimited(await reset(ip));
    expect((await reset(newAddress())).status).toBe(400);
  });

  it("per link: the 6th attempt with one link is 429, from any address; the raw link is not stored", async () => {
    const token = randomUUID();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await reset(newAddress(), token)).status).toBe(400);
    expectLimited(await reset(newAddress(), token));
    expect(await db.rateLimitBucket.count({ where: { key: { contains: token } } })).toBe(0);
  });
});

describe("verify-email attempts", () => {
  it("per IP: the 21st link opened from one address in an hour is 429", async () => {
    const ip = newAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await verify(ip)).status).toBe(303);
    expectLimited(await verify(ip));
    expect((await verify(newAddress())).status).toBe(303);
  });

  it("per link: the 6th opening of one link is 429, from any address", async () => {
    const token = randomUUID();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verify(newAddress(), token)).status).toBe(303);
    expectLimited(await verify(newAddress(), token));
  });
});

describe("promo-code attempts", () => {
  async function eventWithCode() {
    const { id } = await seedUser(db);
    const event = await seedPublishedEvent(id, { ticketTypes: [{ kind: "paid", price: 1000, quantity: 1000 }] });
    await db.promoCode.create({ data: { eventId: event.id, code: "FRIENDS", discountType: "percent", amount: 10 } });
    return event;
  }
  type Seeded = Awaited<ReturnType<typeof eventWithCode>>;

  const order = (event: Seeded, ip: string, promoCode?: string) =>
    callRoute(postOrder, {
      method: "POST",
      params: { slug: event.slug },
      headers: from(ip),
      json: {
        items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }],
        buyer: { name: "Buyer", email: newEmail() },
        ...(promoCode ? { promoCode } : {}),
      },
    });
  const isMiss = (answer: Awaited<ReturnType<typeof callRoute>>) =>
    answer.status === 400 && answer.data.error.issues[0].code === "promo_code_invalid";

  it("per IP and event: the 11th wrong code from one address is 429; no code, another address or another event still order", async () => {
    const event = await eventWithCode();
    const ip = newAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(isMiss(await order(event, ip, `WRONG${attempt}`))).toBe(true);
    expectLimited(await order(event, ip, "WRONG11"));
    // Counted before the check: the right code gets the same answer now, or guessing would go on.
    expectLimited(await order(event, ip, "FRIENDS"));
    expect((await order(event, ip)).status).toBe(201);
    expect((await order(event, newAddress(), "FRIENDS")).status).toBe(201);
    expect((await order(await eventWithCode(), ip, "FRIENDS")).status).toBe(201);
  });

  it("counts misses only: right codes never count towards the limit", async () => {
    process.env.ORDERS_MAX_UNPAID_PER_IP = "100";
    const event = await eventWithCode();
    const ip = newAddress();
    for (let attempt = 1; attempt <= 12; attempt += 1) expect((await order(event, ip, "friends")).status).toBe(201);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect(isMiss(await order(event, ip, "NOPE"))).toBe(true);
    expectLimited(await order(event, ip, "NOPE"));
  });

  it("per event: past PROMO_CODE_MAX_MISSES_PER_EVENT wrong codes from all addresses together, 429", async () => {
    process.env.PROMO_CODE_MAX_MISSES_PER_EVENT = "4";
    const event = await eventWithCode();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(isMiss(await order(event, newAddress(), "NOPE"))).toBe(true);
    expectLimited(await order(event, newAddress(), "NOPE"));
    // Another event's budget is its own.
    expect(isMiss(await order(await eventWithCode(), newAddress(), "NOPE"))).toBe(true);
  });

  it("holds under a concurrent burst: of 30 wrong codes sent at once from one address, exactly 10 are checked", async () => {
    const event = await eventWithCode();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => order(event, ip, `GUESS${index}`)));
    expect(answers.filter(isMiss)).toHaveLength(10);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(20);
    limited.forEach(expectLimited);
  });
});
