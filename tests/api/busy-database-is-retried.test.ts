import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { POST as createContact } from "@/app/api/apps/contacts/contact/route";
import { db } from "@/lib/db";
import { resolveDatabasePath } from "@/lib/database-url";
import { placePublicOrder } from "@/lib/orders/place-public-order";
import { createPrismaClient, type Db } from "@/lib/prisma-client";
import { signedInUser } from "@/tests/helpers/auth";
import { freshWalDatabase, holdWriteLock, watchEventLoop } from "@/tests/helpers/busy-database";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

// Issue 14, "SQLite under two processes": another connection (another server process) holding
// SQLite's write lock. Before the fix a write waited synchronously in SQLite's busy handler for up
// to 10 s — with the event loop frozen, so here not even the timer that releases the lock could
// run — and Prisma's transactions began DEFERRED, failing with SQLITE_BUSY_SNAPSHOT as a 500.

// SQLite's own wait per try (DB_BUSY_TIMEOUT_MS, default 50 ms), plus room for a loaded machine:
// still half of how long the lock is held, which a wait on the event loop would last at least.
const HELD_MS = 500;
const LONGEST_STANDSTILL_MS = 50 + 200;

const flag = () => `busy-${randomUUID()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a busy database is retried with backoff, never frozen on, never a 500", () => {
  let file: string;
  let client: Db;

  beforeAll(async () => {
    file = freshWalDatabase();
    client = createPrismaClient(`file:${file}`);
    // The query compiler starts once per client and plans each kind of query once: not measured.
    const key = flag();
    await client.$transaction(async (tx) => tx.featureFlag.create({ data: { key } }));
    await client.featureFlag.delete({ where: { key } });
  });
  afterAll(() => client.$disconnect());

  it("a write while another process holds the write lock is retried and succeeds, the event loop never standing still longer than one busy timeout", async () => {
    const key = flag();
    const released = holdWriteLock(file, HELD_MS);
    const loop = watchEventLoop();
    const startedAt = performance.now();
    await client.featureFlag.create({ data: { key } });
    const standstill = loop.stop();
    await released;

    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(HELD_MS - 20);
    expect(standstill).toBeLessThan(LONGEST_STANDSTILL_MS);
    expect(await client.featureFlag.findUnique({ where: { key } })).not.toBeNull();
  });

  it("a transaction started while the lock is held begins IMMEDIATE once it is free, the event loop turning meanwhile", async () => {
    const key = flag();
    const released = holdWriteLock(file, HELD_MS);
    const loop = watchEventLoop();
    await client.$transaction(async (tx) => {
      await tx.featureFlag.count();
      await tx.featureFlag.create({ data: { key } });
    });
    const standstill = loop.stop();
    await released;

    expect(standstill).toBeLessThan(LONGEST_STANDSTILL_MS);
    expect(await client.featureFlag.findUnique({ where: { key } })).not.toBeNull();
  });

  it("a transaction that reads and then writes no longer fails with SQLITE_BUSY_SNAPSHOT when another process writes in between", async () => {
    const [ours, theirs] = [flag(), flag()];
    const other = new Database(file, { timeout: 0 });
    let theirWrite = "";
    await client.$transaction(async (tx) => {
      await tx.featureFlag.count();
      // Began IMMEDIATE, the transaction holds the write lock: the other process must wait its turn
      // (with DEFERRED it wrote, and this transaction's write below failed BUSY_SNAPSHOT).
      try {
        other.prepare(`INSERT INTO "FeatureFlag" (key, updatedAt) VALUES (?, ?)`).run(theirs, new Date().toISOString());
        theirWrite = "written";
      } catch (error) {
        theirWrite = (error as { code: string }).code;
      }
      await tx.featureFlag.create({ data: { key: ours } });
    });
    other.close();

    expect(theirWrite).toBe("SQLITE_BUSY");
    expect(await client.featureFlag.findUnique({ where: { key: ours } })).not.toBeNull();
  });

  it("a write of another request waits while a transaction is open, so it is not rolled back with it", async () => {
    const [inside, outside] = [flag(), flag()];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = client.$transaction(async (tx) => {
      await tx.featureFlag.create({ data: { key: inside } });
      await finished;
      throw new Error("rolled back");
    });
    await sleep(50);
    // Sent now (a Prisma query runs when awaited): one statement of its own, as the rate-limit
    // buckets and the sweeps write.
    const write = (async () =>
      client.$executeRaw`INSERT INTO "FeatureFlag" (key, updatedAt) VALUES (${outside}, ${new Date()})`)();
    await sleep(50);
    finish();

    await expect(transaction).rejects.toThrow("rolled back");
    await write;
    expect(await client.featureFlag.findUnique({ where: { key: inside } })).toBeNull();
    expect(await client.featureFlag.findUnique({ where: { key: outside } })).not.toBeNull();
  });
});

describe("the API under a busy database (this worker's database file)", () => {
  const workerFile = () => resolveDatabasePath();

  afterEach(() => {
    delete process.env.DB_BUSY_RETRIES;
  });

  it("an order placed while another process holds the lock is retried and placed: the stock transaction waits asynchronously too", async () => {
    const { user } = await signedInUser();
    const event = await seedPublishedEvent(user.id);
    const order = (email: string) =>
      placePublicOrder(
        event.slug,
        { items: [{ ticketTypeId: event.ticketTypes[0].id, quantity: 1 }], buyer: { name: "Buyer", email } },
        { headers: new Headers() },
      );
    await order(`first-${randomUUID()}@example.test`);

    const released = holdWriteLock(workerFile(), HELD_MS);
    const loop = watchEventLoop();
    const placed = await order(`second-${randomUUID()}@example.test`);
    const standstill = loop.stop();
    await released;

    expect(placed.order.status).toBe("completed");
    expect(standstill).toBeLessThan(LONGEST_STANDSTILL_MS);
    expect(await db.order.count({ where: { eventId: event.id } })).toBe(2);
  }, 20_000);

  it("a database busy through every retry answers 503 busy with Retry-After, not 500, and the next write goes through", async () => {
    const { headers } = await signedInUser();
    await callRoute(createContact, { method: "POST", headers }); // warm: the handler's first run
    process.env.DB_BUSY_RETRIES = "1";
    const released = holdWriteLock(workerFile(), 1_500);
    const answer = await callRoute(createContact, { method: "POST", headers });
    await released;

    expect(answer.status).toBe(503);
    expect(answer.data.error.code).toBe("busy");
    expect(answer.headers.get("retry-after")).toBe("1");
    expect((await callRoute(createContact, { method: "POST", headers })).status).toBe(200);
  }, 20_000);
});
