import { randomUUID } from "node:crypto";
import { clearSignInFailures, countPasswordCheck } from "@/lib/auth/sign-in-throttle";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

// The sign-in throttle's buckets, each on its own (issue 14, "Sign-in throttle"; the mutation run
// showed no test told them apart): a lock is per (account, IP) and does not spread to another
// account or another address, the per-IP ceiling counts every account from that address only, a
// right password or a password reset starts the count again, and each limit follows its
// environment variable.

withRateLimitsOn();

const email = () => `throttle-${randomUUID()}@example.test`;
const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`;

async function check(account: string, address: string): Promise<number | "ok"> {
  try {
    await countPasswordCheck(account, address);
    return "ok";
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}

async function checks(count: number, account: string, address: string) {
  const results: (number | "ok")[] = [];
  for (let index = 0; index < count; index += 1) results.push(await check(account, address));
  return results;
}

afterEach(() => {
  delete process.env.SIGN_IN_MAX_PER_ACCOUNT_IP;
  delete process.env.SIGN_IN_MAX_FAILURES_PER_IP;
});

it("locks one account from one address only: another account there, or the owner elsewhere, still gets in", async () => {
  const [owner, neighbour, home, office] = [email(), email(), ip(), ip()];
  expect(await checks(6, owner, home)).toEqual(["ok", "ok", "ok", "ok", "ok", 429]);
  expect(await check(neighbour, home)).toBe("ok");
  expect(await check(owner, office)).toBe("ok");
});

it("counts the per-IP ceiling over every account from that address, and not from any other", async () => {
  process.env.SIGN_IN_MAX_FAILURES_PER_IP = "3";
  const [spray, elsewhere] = [ip(), ip()];
  expect([await check(email(), spray), await check(email(), spray), await check(email(), spray)]).toEqual([
    "ok",
    "ok",
    "ok",
  ]);
  expect(await check(email(), spray)).toBe(429);
  expect(await check(email(), elsewhere)).toBe("ok");
});

it("takes the per-account-and-IP limit from SIGN_IN_MAX_PER_ACCOUNT_IP", async () => {
  process.env.SIGN_IN_MAX_PER_ACCOUNT_IP = "2";
  expect(await checks(3, email(), ip())).toEqual(["ok", "ok", 429]);
});

it("starts the count again after the right password", async () => {
  const [account, address] = [email(), ip()];
  expect(await checks(4, account, address)).toEqual(["ok", "ok", "ok", "ok"]);
  await (await countPasswordCheck(account, address)).succeeded();
  expect(await checks(6, account, address)).toEqual(["ok", "ok", "ok", "ok", "ok", 429]);
});

it("starts every address's count again after a password reset", async () => {
  const [account, first, second] = [email(), ip(), ip()];
  expect((await checks(6, account, first)).at(-1)).toBe(429);
  expect((await checks(6, account, second)).at(-1)).toBe(429);
  await clearSignInFailures(account);
  expect(await check(account, first)).toBe("ok");
  expect(await check(account, second)).toBe("ok");
});
