import { db } from "@/lib/db";
import { rebuildRollup, startRollup } from "@/lib/analytics/rollup";
import { runAsync } from "@/lib/analytics/rollup-sql";
import { countOrders, countTickets, readRollup } from "@/lib/analytics/sql";
import { placeOrderSchema } from "@/lib/events/schema";
import { placeOrder } from "@/lib/orders/reserve";
import { toPeriod } from "@/lib/reports/period";
import { seedUser } from "@/seed/factories";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { recordPageView } from "@/lib/public/page-views";
import { signUpUser } from "@/lib/auth/sign-up";
import { PERIOD, getSummary, seedAnalyticsFixture } from "@/tests/helpers/analytics";

// GET /api/analytics/summary once the account has its daily rollup (lib/analytics/rollup.ts):
// the same answers as raw counting (tests/api/analytics.test.ts states them), after the tracking
// beacon's writes too, and raw counting again once the account's time zone is not the rollup's.

type Fixture = Awaited<ReturnType<typeof seedAnalyticsFixture>>;
let fixture: Fixture;
beforeAll(async () => {
  fixture = await seedAnalyticsFixture();
});
afterAll(() => db.$disconnect());

const QUERIES = [PERIOD, "from=2026-03-02&to=2026-03-03", "from=2026-02-28&to=2026-03-08"];

async function summaries() {
  const answers = [];
  for (const query of QUERIES) {
    for (const event of ["", `&eventId=${fixture.jazz.id}`, `&eventId=${fixture.rock.id}`]) {
      const { status, data } = await getSummary(fixture.host.headers, query + event);
      expect(status).toBe(200);
      answers.push(data);
    }
  }
  return answers;
}

const accountKey = () => `user:${fixture.host.user.id}`;

/** What the start does for an account without a rollup in its zone (only this file's account: the worker's database is shared). */
async function rebuild(timezone: string) {
  await db.$transaction((tx) => runAsync(tx, rebuildRollup(accountKey(), timezone)));
}

it("answers from the rollup exactly what raw counting answers", async () => {
  const raw = await summaries();
  expect(await db.analyticsRollup.findUnique({ where: { accountKey: accountKey() } })).toBeNull();
  await rebuild("UTC");
  expect(await db.analyticsRollup.findUnique({ where: { accountKey: accountKey() } })).toMatchObject({
    timezone: "UTC",
  });
  expect(await db.analyticsViewDay.count({ where: { accountKey: accountKey() } })).toBeGreaterThan(0);
  expect(await summaries()).toEqual(raw);
});

it("keeps the rollup with the tracking beacon's views, in step with raw counting", async () => {
  const before = await summaries();
  const slug = (await db.event.findUniqueOrThrow({ where: { id: fixture.jazz.id }, select: { slug: true } })).slug;
  for (const [visitorId, at] of [
    ["v1", "2026-03-04T10:00:00Z"],
    ["v9", "2026-03-02T23:30:00Z"],
    ["v9", "2026-03-01T08:00:00Z"],
    ["v2", "2026-03-07T12:00:00Z"],
  ] as const)
    await recordPageView(slug, { visitorId }, new Date(at));
  const rolled = await summaries();
  expect(rolled).not.toEqual(before);
  await db.analyticsRollup.delete({ where: { accountKey: accountKey() } });
  expect(await summaries()).toEqual(rolled);
  await rebuild("UTC");
  expect(await summaries()).toEqual(rolled);
});

it("counts raw rows when the account's zone is no longer the rollup's", async () => {
  const inUtc = await summaries();
  await db.user.update({ where: { id: fixture.host.user.id }, data: { timezone: "Asia/Kolkata" } });
  const answers = await summaries();
  expect(answers).not.toEqual(inUtc);
  await rebuild("Asia/Kolkata");
  expect(await db.analyticsRollup.findUnique({ where: { accountKey: accountKey() } })).toMatchObject({
    timezone: "Asia/Kolkata",
  });
  expect(await summaries()).toEqual(answers);
});

it("gives a new account an empty rollup in its zone, kept from its first write", async () => {
  const email = `rollup-${Date.now()}@example.test`;
  const { userId } = await signUpUser(
    { name: "New Host", email, password: "Secret123!secret", agreements: true, language: "en" },
    async () => undefined,
  );
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timezone: true } });
  expect(await db.analyticsRollup.findUnique({ where: { accountKey: `user:${userId}` } })).toMatchObject({
    timezone: user.timezone,
  });
  expect(await db.analyticsViewDay.count({ where: { accountKey: `user:${userId}` } })).toBe(0);
});

it("counts a free order, completed at once by the stock transaction, in the rollup", async () => {
  const { id: userId } = await seedUser(db);
  const event = await seedPublishedEvent(userId);
  const key = `user:${userId}`;
  await db.$transaction((tx) => startRollup(tx, key, "UTC"));
  const input = placeOrderSchema.parse({
    items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 3 }],
    buyer: { name: "Ada Lovelace", email: "ada@example.org" },
  });
  const { order } = placeOrder(event.slug, input);
  expect(order.status).toBe("completed");
  const today = new Date().toISOString().slice(0, 10);
  const period = toPeriod({ from: today, to: today }, "UTC");
  const scope = { accountKey: key, start: period.start, end: period.end };
  const rolled = await readRollup({ ...scope, days: { from: today, to: today, timezone: "UTC" } });
  const [orders, tickets] = await Promise.all([countOrders(scope, null), countTickets(scope, null)]);
  expect(rolled).toMatchObject({ tickets: 3, orders: [{ currency: orders[0].currency, orders: 1, revenue: 0 }] });
  expect(tickets[0].tickets).toBe(3);
});
