import { busyBackoffMs, busyPolicy, DatabaseBusyError, isSqliteBusy, withBusyRetry, writeQueue } from "@/lib/db-busy";
import { isDatabaseBusy } from "@/lib/db-errors";
import { Prisma } from "@/lib/generated/prisma/client";

const busy = (code = "SQLITE_BUSY") => Object.assign(new Error("database is locked"), { code });
const policy = { busyTimeoutMs: 50, retries: 3, baseDelayMs: 1, maxDelayMs: 4 };

describe("withBusyRetry", () => {
  it("repeats a busy try, extended codes too, until it goes through", async () => {
    const errors = [busy(), busy("SQLITE_BUSY_SNAPSHOT")];
    const attempt = jest.fn(() => {
      const error = errors.shift();
      if (error) throw error;
      return "done";
    });
    await expect(withBusyRetry(attempt, policy)).resolves.toBe("done");
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("gives up after the policy's retries with DatabaseBusyError", async () => {
    const attempt = jest.fn(() => Promise.reject(busy()));
    const failure = withBusyRetry(attempt, policy);
    await expect(failure).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(failure).rejects.toMatchObject({ tries: 4, retryAfterSeconds: 1 });
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it("lets any other error through at once", async () => {
    const attempt = jest.fn(() => Promise.reject(Object.assign(new Error("UNIQUE"), { code: "SQLITE_CONSTRAINT" })));
    await expect(withBusyRetry(attempt, policy)).rejects.toThrow("UNIQUE");
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe("the busy policy", () => {
  afterEach(() => {
    delete process.env.DB_BUSY_TIMEOUT_MS;
    delete process.env.DB_BUSY_RETRIES;
  });

  it("waits 50 ms in SQLite per try and retries 10 times by default, or as the environment says", () => {
    expect(busyPolicy()).toMatchObject({ busyTimeoutMs: 50, retries: 10 });
    process.env.DB_BUSY_TIMEOUT_MS = "20";
    process.env.DB_BUSY_RETRIES = "4";
    expect(busyPolicy()).toMatchObject({ busyTimeoutMs: 20, retries: 4 });
    process.env.DB_BUSY_RETRIES = "many";
    expect(busyPolicy().retries).toBe(10);
  });

  it("backs off exponentially from the upper half of each step, capped, in all under about 2 s", () => {
    const defaults = busyPolicy();
    for (let attempt = 0; attempt < 12; attempt++) {
      const ceiling = Math.min(defaults.maxDelayMs, defaults.baseDelayMs * 2 ** attempt);
      const delay = busyBackoffMs(attempt, defaults);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
    const longest = Array.from({ length: defaults.retries }, (_, attempt) =>
      Math.min(defaults.maxDelayMs, defaults.baseDelayMs * 2 ** attempt),
    ).reduce((sum, delay) => sum + delay, (defaults.retries + 1) * defaults.busyTimeoutMs);
    expect(longest).toBeLessThan(2_000);
  });
});

describe("writeQueue", () => {
  it("gives the turns in order, one at a time", async () => {
    const order: string[] = [];
    const first = await writeQueue.acquire();
    const second = writeQueue.acquire().then((release) => {
      order.push("second");
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    order.push("first");
    first();
    await second;
    expect(order).toEqual(["first", "second"]);
  });
});

describe("isDatabaseBusy: what the API answers 503 instead of 500", () => {
  const known = (code: string, message: string, meta?: Record<string, unknown>) =>
    new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "test", meta });

  it("knows exhausted retries, raw busy errors and transactions that could not start in time", () => {
    expect(isDatabaseBusy(new DatabaseBusyError(11))).toBe(true);
    expect(isDatabaseBusy(busy("SQLITE_BUSY_SNAPSHOT"))).toBe(true);
    expect(
      isDatabaseBusy(
        known("P1008", "Operation has timed out", { driverAdapterError: { cause: { originalCode: "SQLITE_BUSY" } } }),
      ),
    ).toBe(true);
    expect(
      isDatabaseBusy(known("P2028", "Transaction API error: Unable to start a transaction in the given time.")),
    ).toBe(true);
  });

  it("leaves other failures to be 500s", () => {
    expect(isDatabaseBusy(new Error("boom"))).toBe(false);
    expect(isDatabaseBusy(known("P2002", "Unique constraint failed"))).toBe(false);
    expect(isDatabaseBusy(known("P2028", "Transaction API error: Transaction already closed"))).toBe(false);
    expect(isSqliteBusy({ code: "SQLITE_LOCKED" })).toBe(false);
  });
});
