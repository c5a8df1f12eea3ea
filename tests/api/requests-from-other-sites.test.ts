import { db } from "@/lib/db";
import { POST as createNotification, DELETE as deleteNotification } from "@/app/api/common/notifications/route";
import { GET as markAllMessagesRead } from "@/app/api/common/messages/mark-all-as-read/route";
import { GET as markAllNotificationsRead } from "@/app/api/common/notifications/mark-all-as-read/route";
import { signedInUser } from "@/tests/helpers/auth";
import { sessionCookieHeader } from "@/tests/helpers/account";
import { callRoute } from "@/tests/helpers/route";

// Issue #14, "Writes authenticated by the cookie accept requests from other sites": a write with
// the session cookie must come from the site itself (Origin, or Sec-Fetch-Site without it) with a
// JSON or multipart body, else 403 `cross_site`; bearer-token calls are unaffected.

const SITE = "http://localhost:3999"; // APP_URL of the tests (jest/setup-env.ts), and callRoute's origin
const notification = { notification: { title: "Hello" } };

async function cookieUser() {
  const { user, headers } = await signedInUser();
  return { user, bearerHeaders: headers, cookie: { cookie: await sessionCookieHeader(user.id) } };
}

const create = (headers: Record<string, string>, extra: { rawBody?: string } = {}) =>
  callRoute(createNotification, {
    method: "POST",
    url: "/api/common/notifications",
    ...(extra.rawBody === undefined ? { json: notification } : { rawBody: extra.rawBody }),
    headers,
  });

const noticesOf = (userId: string) => db.shellNotice.count({ where: { userId } });

describe("Requests from other sites", () => {
  it("refuses a cookie write with another site's Origin (403 cross_site) and writes nothing", async () => {
    const { user, cookie } = await cookieUser();
    const answer = await create({ ...cookie, origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(answer.data.error.code).toBe("cross_site");
    expect(await noticesOf(user.id)).toBe(0);
  });

  it("accepts a cookie write with the site's own Origin, also one without a body", async () => {
    const { user, cookie } = await cookieUser();
    expect((await create({ ...cookie, origin: SITE })).status).toBe(200);
    expect(await noticesOf(user.id)).toBe(1);
    const { id } = await db.shellNotice.findFirstOrThrow({ where: { userId: user.id } });
    const removed = await callRoute(deleteNotification, {
      method: "DELETE",
      url: `/api/common/notifications?id=${id}`,
      headers: { ...cookie, origin: SITE },
    });
    expect(removed.status).toBe(200);
    expect(await noticesOf(user.id)).toBe(0);
  });

  it("without Origin, goes by Sec-Fetch-Site: same-origin passes, cross-site or nothing is refused", async () => {
    const { user, cookie } = await cookieUser();
    const crossSite = await create({ ...cookie, "sec-fetch-site": "cross-site" });
    expect({ status: crossSite.status, code: crossSite.data.error?.code }).toEqual({ status: 403, code: "cross_site" });
    expect((await create({ ...cookie, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await create(cookie)).status).toBe(403);
    expect(await noticesOf(user.id)).toBe(0);
    expect((await create({ ...cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect(await noticesOf(user.id)).toBe(1);
  });

  it("refuses a cookie write whose body is text/plain or a form, even from the site", async () => {
    const { user, cookie } = await cookieUser();
    const rawBody = JSON.stringify(notification);
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]) {
      const answer = await create({ ...cookie, origin: SITE, "content-type": type }, { rawBody });
      expect({ type, status: answer.status, code: answer.data.error?.code }).toEqual({
        type,
        status: 403,
        code: "cross_site",
      });
    }
    expect(await noticesOf(user.id)).toBe(0);
  });

  it("leaves bearer-token calls alone, whatever their Origin", async () => {
    const { user, bearerHeaders } = await cookieUser();
    expect((await create({ ...bearerHeaders, origin: "https://evil.example" })).status).toBe(200);
    expect(await noticesOf(user.id)).toBe(1);
  });

  it("GET mark-all-as-read acts only for the site's pages or a bearer token", async () => {
    for (const [kind, route] of [
      ["message", markAllMessagesRead],
      ["notification", markAllNotificationsRead],
    ] as const) {
      const { user, cookie, bearerHeaders } = await cookieUser();
      await db.shellNotice.create({ data: { userId: user.id, kind, title: "Unread", read: false } });
      const unread = () => db.shellNotice.count({ where: { userId: user.id, kind, read: false } });
      const call = (headers: Record<string, string>) =>
        callRoute(route, { url: `/api/common/${kind}s/mark-all-as-read`, headers });

      const crossSite = await call({ ...cookie, "sec-fetch-site": "cross-site" });
      expect({ kind, status: crossSite.status, code: crossSite.data.error?.code }).toEqual({
        kind,
        status: 403,
        code: "cross_site",
      });
      expect((await call({ ...cookie, origin: "https://evil.example" })).status).toBe(403);
      expect((await call(cookie)).status).toBe(403);
      expect(await unread()).toBe(1);

      expect((await call({ ...cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
      expect(await unread()).toBe(0);
      await db.shellNotice.updateMany({ where: { userId: user.id }, data: { read: false } });
      expect((await call({ ...cookie, "sec-fetch-site": "none" })).status).toBe(200);
      expect(await unread()).toBe(0);
      await db.shellNotice.updateMany({ where: { userId: user.id }, data: { read: false } });
      expect((await call({ ...bearerHeaders, "sec-fetch-site": "cross-site" })).status).toBe(200);
      expect(await unread()).toBe(0);
    }
  });
});
