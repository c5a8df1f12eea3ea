import { db } from "@/lib/db";
import type { Account } from "@/lib/events/account";
import type { EventsProfile } from "@/seed/data/events";
import { seedUser, seedVendor } from "@/seed/factories";
import { createRandom } from "@/lib/sample/random";
import { seedEvents, type EventsSeedAccount, type EventsSeedSummary } from "./index";

// Shared by the events sample's tests. The events sample must be true to the rules the app enforces, or the demo screens would show
// impossible numbers: these tests seed the three demo accounts (and a fourth with the same sample,
// for slug clashes) and check the rows against those rules.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const HOLDING = ["completed", "partially_refunded"];
export const TICKETED = ["completed", "partially_refunded"];

export type Seeded = { profile: EventsProfile; account: EventsSeedAccount; summary: EventsSeedSummary };

export const now = new Date();
export const seeded: Seeded[] = [];
/** How long seeding the three demo accounts took, for the speed test. */
export const timing = { seedMilliseconds: 0 };
const tag = `${Date.now().toString(36)}${process.pid}`;

export function accountOf({ account }: Seeded): Account {
  return {
    key: account.accountKey,
    kind: account.vendorId ? "vendor" : "personal",
    userId: account.userId,
    vendorId: account.vendorId,
    role: "owner",
    name: account.hostName,
    currency: account.currency,
    hostSlug: null,
  };
}

function loadEvents(accountKey: string) {
  return db.event.findMany({
    where: { accountKey },
    include: {
      ticketTypes: true,
      promoCodes: true,
      orders: { include: { items: true, attendees: true, refunds: true } },
      attendees: true,
      pageViews: true,
    },
  });
}

/** An account's events with everything under them, read once (the tests only read). */
const loaded = new Map<string, ReturnType<typeof loadEvents>>();
export function eventsOf(seed: Seeded) {
  if (!loaded.has(seed.account.accountKey)) loaded.set(seed.account.accountKey, loadEvents(seed.account.accountKey));
  return loaded.get(seed.account.accountKey)!;
}

/** Tickets held at `now`: the stock rule of lib/orders/availability.ts. */
export function isHolding(order: { status: string; reservedUntil: Date | null; paymentDueAt: Date | null }) {
  return (
    HOLDING.includes(order.status) ||
    (order.status === "awaiting_payment" && (order.paymentDueAt === null || order.paymentDueAt > now)) ||
    (order.status === "reserved" && order.reservedUntil !== null && order.reservedUntil > now)
  );
}

/** Seeds the accounts before the calling test file's tests (each test file has its own copy). */
export function seedTheSample() {
  beforeAll(async () => {
    const owner = await seedUser(db, { firstName: "Avery", lastName: "Morgan" });
    const northwind = await seedVendor(db, { name: "Northwind Live", slug: `northwind-${tag}`, ownerId: owner.id });
    const harbor = await seedVendor(db, {
      name: "Harbor Lights Conferences",
      slug: `harbor-${tag}`,
      ownerId: owner.id,
    });
    // Named per test file: two files seeding this sample into one Jest worker's database must not
    // find each other's "-robin-reyes" slugs taken.
    const other = await seedUser(db, { firstName: "Robin", lastName: `Reyes ${tag}` });
    const random = createRandom(5150);
    const accounts: [EventsProfile, EventsSeedAccount][] = [
      [
        "personal",
        { accountKey: `user:${owner.id}`, userId: owner.id, vendorId: null, currency: "USD", hostName: "Avery Morgan" },
      ],
      [
        "northwind",
        {
          accountKey: `vendor:${northwind.id}`,
          userId: null,
          vendorId: northwind.id,
          currency: "EUR",
          hostName: "Northwind Live",
        },
      ],
      [
        "harbor",
        {
          accountKey: `vendor:${harbor.id}`,
          userId: null,
          vendorId: harbor.id,
          currency: "RON",
          hostName: "Harbor Lights Conferences",
        },
      ],
    ];
    const started = performance.now();
    for (const [profile, account] of accounts)
      seeded.push({ profile, account, summary: await seedEvents(db, account, { now, random, profile }) });
    timing.seedMilliseconds = performance.now() - started;
    // The same sample for a second person: every title is taken by then.
    const again: EventsSeedAccount = {
      accountKey: `user:${other.id}`,
      userId: other.id,
      vendorId: null,
      currency: "USD",
      hostName: `Robin Reyes ${tag}`,
    };
    seeded.push({
      profile: "personal",
      account: again,
      summary: await seedEvents(db, again, { now, random, profile: "personal" }),
    });
  }, 60_000);
}
