import { db } from "@/lib/db";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as changePassword } from "@/app/api/users/me/password/route";
import { hashAuthToken } from "@/lib/auth/auth-tokens";
import { seedUser } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { mailsTo } from "@/tests/helpers/account";
import { callRoute } from "@/tests/helpers/route";

// Issue #14, "Forgot-password": asking again does not invalidate the links sent earlier (a
// stranger could otherwise kill the owner's link); every link is single-use, expires after 1 hour,
// and all of them die when the password changes (reset or change).

const HOUR_MS = 60 * 60 * 1000;
const post = (handler: Parameters<typeof callRoute>[0], json: unknown) => callRoute(handler, { method: "POST", json });

/** Asks for a reset link for `email` and answers the token of the link mailed. */
async function askForLink(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect(await post(forgotPassword, { email })).toMatchObject({ status: 200, data: true });
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const match = /reset-password\?token=([\w-]+)/.exec(mails.at(-1)!.text);
  if (!match) throw new Error("no reset link in the mail");
  return match[1];
}

const reset = (token: string, password: string) => post(resetPassword, { token, password });

/** Moves a link's creation and expiry `ms` into the past, as if it had been mailed that long ago. */
async function age(token: string, ms: number) {
  const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashAuthToken(token) } });
  await db.authToken.update({
    where: { tokenHash: row.tokenHash },
    data: { createdAt: new Date(row.createdAt.getTime() - ms), expiresAt: new Date(row.expiresAt.getTime() - ms) },
  });
}

describe("Forgot-password: asking again does not invalidate the links sent earlier", () => {
  it("keeps the first link working after a second request for the same address", async () => {
    const user = await seedUser(db);
    const first = await askForLink(user.email);
    const second = await askForLink(user.email);
    expect(first).not.toBe(second);
    expect(await reset(first, "BrandNew456!")).toMatchObject({ status: 200, data: true });
  });

  it("keeps the owner's link working however often a stranger asks for the address", async () => {
    const user = await seedUser(db);
    const owners = await askForLink(user.email);
    for (let attempt = 0; attempt < 3; attempt += 1) await askForLink(user.email);
    expect(await reset(owners, "BrandNew456!")).toMatchObject({ status: 200, data: true });
  });
});

describe("Forgot-password: every link is single-use", () => {
  it("refuses a link used once, and its sibling links too once the password was reset", async () => {
    const user = await seedUser(db);
    const first = await askForLink(user.email);
    const second = await askForLink(user.email);
    expect((await reset(second, "BrandNew456!")).status).toBe(200);
    for (const token of [second, first]) {
      const again = await reset(token, "Another789!");
      expect(again.status).toBe(400);
      expect(again.data.error.code).toBe("invalid_token");
    }
  });
});

describe("Forgot-password: a link expires after 1 hour", () => {
  it("is stored with an expiry one hour after it was mailed", async () => {
    const user = await seedUser(db);
    const token = await askForLink(user.email);
    const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashAuthToken(token) } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(HOUR_MS - 1000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(HOUR_MS + 1000);
  });

  it("works 59 minutes after it was mailed, not 61", async () => {
    const user = await seedUser(db);
    const old = await askForLink(user.email);
    const recent = await askForLink(user.email);
    await age(old, 61 * 60 * 1000);
    await age(recent, 59 * 60 * 1000);
    expect((await reset(old, "BrandNew456!")).status).toBe(400);
    expect((await reset(recent, "BrandNew456!")).status).toBe(200);
  });
});

describe("Forgot-password: all links die when the password changes", () => {
  it("refuses every earlier link after a reset with one of them", async () => {
    const user = await seedUser(db);
    const links = [await askForLink(user.email), await askForLink(user.email), await askForLink(user.email)];
    expect((await reset(links[1], "BrandNew456!")).status).toBe(200);
    for (const token of [links[0], links[2]]) expect((await reset(token, "Another789!")).status).toBe(400);
    expect(await db.authToken.count({ where: { userId: user.id, purpose: "password-reset", usedAt: null } })).toBe(0);
  });

  it("refuses every earlier link after the password is changed in the account", async () => {
    const { user, headers } = await signedInUser();
    const links = [await askForLink(user.email), await askForLink(user.email)];
    const changed = await callRoute(changePassword, {
      method: "POST",
      headers,
      json: { currentPassword: user.password, newPassword: "Correct-Horse-42" },
    });
    expect(changed.status).toBe(204);
    for (const token of links) expect((await reset(token, "Another789!")).status).toBe(400);
  });

  it("lets a link asked for after the change work", async () => {
    const { user, headers } = await signedInUser();
    await askForLink(user.email);
    await callRoute(changePassword, {
      method: "POST",
      headers,
      json: { currentPassword: user.password, newPassword: "Correct-Horse-42" },
    });
    const fresh = await askForLink(user.email);
    expect((await reset(fresh, "Another789!")).status).toBe(200);
  });
});
