import { db } from "@/lib/db";
import { issueAccessToken } from "@/lib/auth/access-token";
import { getRequestCredential, usesBearerToken } from "@/lib/auth/current-user";
import { seedUser } from "@/seed/factories";
import { sessionCookieHeader } from "@/tests/helpers/account";

// Who a request speaks for (lib/auth/current-user.ts), for every shape of credential a client can
// send: a bearer token under any spelling of its scheme, a malformed Authorization header, and the
// session cookie read from a bare `Cookie` header (a plain Request, which has no parsed cookies).

const URL_ = "http://localhost:3999/api/users/me";
const request = (headers: Record<string, string>) => new Request(URL_, { headers });

describe("the credential of a request", () => {
  it("is the bearer token's user, whatever the case of the scheme", async () => {
    const user = await seedUser(db);
    const token = await issueAccessToken(user.id);
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const credential = await getRequestCredential(request({ authorization: `${scheme} ${token}` }));
      expect({ id: credential?.user.id, locked: credential?.locked }).toEqual({ id: user.id, locked: false });
    }
    expect(usesBearerToken(request({ authorization: `Bearer ${token}` }))).toBe(true);
  });

  it.each([
    ["another scheme", (token: string) => `Basic ${token}`],
    ["no token", () => "Bearer"],
    ["a token that is not ours", () => "Bearer abc.def.ghi"],
  ])("is none for an Authorization header with %s, even beside a good cookie", async (_case, header) => {
    const user = await seedUser(db);
    const cookie = await sessionCookieHeader(user.id);
    const token = await issueAccessToken(user.id);
    expect(await getRequestCredential(request({ authorization: header(token), cookie }))).toBeNull();
  });

  it("is the session cookie's user, read from the Cookie header among other cookies", async () => {
    const user = await seedUser(db);
    const session = await sessionCookieHeader(user.id);
    const cookie = `theme=dark; broken; ${session}; other=%E0%A4%A`;
    const credential = await getRequestCredential(request({ cookie }));
    expect({ id: credential?.user.id, locked: credential?.locked }).toEqual({ id: user.id, locked: false });
    expect(usesBearerToken(request({ cookie }))).toBe(false);
  });

  it("reads a percent-encoded cookie value", async () => {
    const user = await seedUser(db);
    const [name, value] = (await sessionCookieHeader(user.id)).split("=");
    const encoded = `${name}=${value.replace(/\./g, "%2E")}`;
    expect((await getRequestCredential(request({ cookie: encoded })))?.user.id).toBe(user.id);
  });

  it("is none without a credential, and for a cookie of a user that no longer exists", async () => {
    expect(await getRequestCredential(request({}))).toBeNull();
    expect(await getRequestCredential(request({ cookie: "theme=dark" }))).toBeNull();
    const user = await seedUser(db);
    const cookie = await sessionCookieHeader(user.id);
    await db.user.delete({ where: { id: user.id } });
    expect(await getRequestCredential(request({ cookie }))).toBeNull();
  });
});
