import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as readOutbox } from "@/app/api/admin/outbox/route";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// GET /api/admin/outbox: the list form (`?to=…&limit=1`, read by e2e/support/users.ts) and the
// searchable page form. The worker's database is shared by test files, so each test writes mails
// under its own tag and searches for it.

type Mail = { id: string; to: string; subject: string; createdAt: string };

async function writeMails(tag: string, mails: { to: string; subject: string; minutesAgo: number }[]) {
  for (const { to, subject, minutesAgo } of mails)
    await db.outboxMail.create({
      data: {
        to,
        subject,
        text: `Body of ${subject}`,
        html: "<p>Body</p>",
        status: "stored",
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      },
    });
  return tag;
}

async function adminHeaders() {
  return (await signedInUser({ role: "admin" })).headers;
}

const read = async (query: string, headers: Record<string, string>) =>
  callRoute(readOutbox, { url: `/api/admin/outbox?${query}`, headers });

describe("GET /api/admin/outbox", () => {
  it("answers 401 signed out and 403 to a non-admin", async () => {
    expect((await callRoute(readOutbox, { url: "/api/admin/outbox?search=x" })).status).toBe(401);
    const { headers } = await signedInUser();
    expect(await read("search=x&page=1", headers)).toMatchObject({
      status: 403,
      data: { error: { code: "forbidden" } },
    });
    expect((await read("to=a@example.test&limit=1", headers)).status).toBe(403);
  });

  it("keeps the list form for `to` and `limit`: the newest mails to one recipient as an array", async () => {
    const to = `reader-${randomUUID()}@example.test`;
    await writeMails("list", [
      { to, subject: "Older", minutesAgo: 10 },
      { to, subject: "Newest", minutesAgo: 1 },
      { to: `other-${to}`, subject: "Someone else's", minutesAgo: 0 },
    ]);
    const headers = await adminHeaders();
    const latest = await read(`to=${encodeURIComponent(to.toUpperCase())}&limit=1`, headers);
    expect(latest.status).toBe(200);
    expect(latest.data).toEqual([expect.objectContaining({ to, subject: "Newest", text: "Body of Newest" })]);
    const both = await read(`to=${encodeURIComponent(to)}`, headers);
    expect(both.data.map((mail: Mail) => mail.subject)).toEqual(["Newest", "Older"]);
  });

  it("searches recipient and subject, case-insensitively, in pages of pageSize, newest first", async () => {
    const tag = `tag${randomUUID().slice(0, 8)}`;
    await writeMails(tag, [
      { to: `${tag}-ana@example.test`, subject: "Your tickets", minutesAgo: 50 },
      { to: "someone@example.test", subject: `Invitation ${tag.toUpperCase()}`, minutesAgo: 40 },
      { to: `${tag}-bo@example.test`, subject: "Refund", minutesAgo: 30 },
      { to: "x@example.test", subject: `Şölen ${tag}`, minutesAgo: 20 },
      { to: `${tag}-cy@example.test`, subject: "Reset your password", minutesAgo: 10 },
      { to: "unrelated@example.test", subject: "Nothing to see", minutesAgo: 5 },
    ]);
    const headers = await adminHeaders();
    const first = await read(`search=${tag.toUpperCase()}&page=1&pageSize=2`, headers);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.data.mails.map((mail: Mail) => mail.subject)).toEqual(["Reset your password", `Şölen ${tag}`]);
    const third = await read(`search=${tag}&page=3&pageSize=2`, headers);
    expect(third.data.mails.map((mail: Mail) => mail.subject)).toEqual(["Your tickets"]);
    const past = await read(`search=${tag}&page=4&pageSize=2`, headers);
    expect(past.data).toEqual({ mails: [], total: 5, page: 4, pageSize: 2 });
    // Beyond A-Z: the Turkish capital folds like the product's other searches.
    const folded = await read(`search=${encodeURIComponent(`ŞÖLEN ${tag}`)}`, headers);
    expect(folded.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
  });

  it("treats % and _ in a search as plain characters", async () => {
    const tag = `pct${randomUUID().slice(0, 8)}`;
    await writeMails(tag, [
      { to: "a@example.test", subject: `${tag} 50% off`, minutesAgo: 3 },
      { to: "b@example.test", subject: `${tag} 50 tickets off`, minutesAgo: 2 },
      { to: `${tag}_x@example.test`, subject: "Underscore", minutesAgo: 1 },
      { to: `${tag}yx@example.test`, subject: "No underscore", minutesAgo: 1 },
    ]);
    const headers = await adminHeaders();
    const percent = await read(`search=${encodeURIComponent(`${tag} 50%`)}`, headers);
    expect(percent.data.mails.map((mail: Mail) => mail.subject)).toEqual([`${tag} 50% off`]);
    const underscore = await read(`search=${encodeURIComponent(`${tag}_`)}`, headers);
    expect(underscore.data.mails.map((mail: Mail) => mail.subject)).toEqual(["Underscore"]);
  });

  it("combines search with `to` and with `limit` (which keeps the list form)", async () => {
    const tag = `mix${randomUUID().slice(0, 8)}`;
    const to = `${tag}@example.test`;
    await writeMails(tag, [
      { to, subject: "Welcome", minutesAgo: 3 },
      { to, subject: "Your order", minutesAgo: 2 },
      { to: "other@example.test", subject: `Welcome ${tag}`, minutesAgo: 1 },
    ]);
    const headers = await adminHeaders();
    const page = await read(`to=${to}&search=welcome`, headers);
    expect(page.data).toMatchObject({ total: 1, mails: [expect.objectContaining({ to, subject: "Welcome" })] });
    const list = await read(`search=${tag}&limit=2`, headers);
    expect(Array.isArray(list.data)).toBe(true);
    expect(list.data.map((mail: Mail) => mail.subject)).toEqual([`Welcome ${tag}`, "Your order"]);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["pageSize=101", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["limit=101", "limit"],
    ["limit=1&page=2", "limit"],
    ["limit=1&pageSize=5", "limit"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("answers 400 for %s", async (query, field) => {
    const answer = await read(query, await adminHeaders());
    expect(answer).toMatchObject({ status: 400, data: { error: { code: "invalid_request" } } });
    expect(answer.data.error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: [field] })]));
  });
});
