import { decodeJwt, SignJWT } from "jose";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import { POST as signInWithToken } from "@/app/api/auth/sign-in-with-token/route";
import { getAuthOptions } from "@/lib/auth/next-auth-options";
import { seedUser } from "@/seed/factories";
import { bearer, callRoute } from "@/tests/helpers/route";
import { meStatus } from "@/tests/helpers/account";

// Issue #14, "Sessions and tokens": every renewal checks that the user still exists and that the
// session began (password sign-in, `auth_time`) after `sessionsValidFrom`, and nothing renews
// past 30 days from that sign-in.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bearer token signed like ours, issued at `issuedAt` for a password sign-in at `authTime`. */
async function craftToken(
  userId: string,
  { issuedAt = Date.now(), authTime }: { issuedAt?: number; authTime?: number } = {},
): Promise<string> {
  const iat = Math.floor(issuedAt / 1000);
  return new SignJWT({ auth_time: Math.floor((authTime ?? issuedAt) / 1000) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 7 * 24 * 60 * 60)
    .sign(new TextEncoder().encode(process.env.ACCESS_TOKEN_SECRET!));
}

const renew = (accessToken: string) => callRoute(signInWithToken, { method: "POST", json: { accessToken } });

/** The next-auth `jwt` callback, called as next-auth calls it when a session is read. */
async function runJwtCallback(token: Record<string, unknown>): Promise<JWT> {
  const jwt = getAuthOptions().callbacks!.jwt!;
  return (await jwt({ token: token as JWT, user: undefined as never, account: null })) as JWT;
}

/** A user whose password last changed 40 days ago, so only the rule under test can refuse. */
async function seedOldUser() {
  const user = await seedUser(db);
  await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: new Date(Date.now() - 40 * DAY_MS) } });
  return user;
}

async function passwordChangedNow(userId: string) {
  await db.user.update({ where: { id: userId }, data: { sessionsValidFrom: new Date(Date.now() - 1000) } });
}

describe("Sessions and tokens: sign-in-with-token checks the sign-in behind the token", () => {
  it("answers 401 'Invalid token' for a token whose sign-in came before a password change, even if it was renewed since", async () => {
    const user = await seedOldUser();
    const signedInAt = Date.now() - 60_000;
    await passwordChangedNow(user.id);
    // Issued (renewed) after the change, but its password sign-in was before it.
    const renewed = await craftToken(user.id, { issuedAt: Date.now(), authTime: signedInAt });
    const issuedBefore = await craftToken(user.id, { issuedAt: signedInAt });
    for (const accessToken of [renewed, issuedBefore]) {
      expect(await renew(accessToken)).toMatchObject({ status: 401, data: { error: "Invalid token" } });
    }
    expect(await meStatus(bearer(renewed))).toBe(401);
  });

  it("answers 401 'Invalid token' for a token whose authTime is 31 days old", async () => {
    const user = await seedOldUser();
    const token = await craftToken(user.id, { issuedAt: Date.now() - 1000, authTime: Date.now() - 31 * DAY_MS });
    expect(await renew(token)).toMatchObject({ status: 401, data: { error: "Invalid token" } });
    expect(await meStatus(bearer(token))).toBe(401);
  });

  it("answers 401 for a token of a user that no longer exists", async () => {
    const user = await seedOldUser();
    const token = await craftToken(user.id);
    await db.user.delete({ where: { id: user.id } });
    expect(await renew(token)).toMatchObject({ status: 401, data: { error: "Invalid token" } });
  });

  it("keeps the original authTime in the renewed token, which expires no later than 30 days after it", async () => {
    const user = await seedOldUser();
    const authTime = Date.now() - 27 * DAY_MS;
    const token = await craftToken(user.id, { issuedAt: Date.now() - DAY_MS, authTime });
    const { status, data } = await renew(token);
    expect(status).toBe(200);
    const claims = decodeJwt(data.accessToken);
    expect(claims.auth_time).toBe(Math.floor(authTime / 1000));
    expect(claims.exp).toBe(Math.floor(authTime / 1000) + 30 * 24 * 60 * 60);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe("Sessions and tokens: the next-auth jwt callback renews only a valid session", () => {
  const session = async (userId: string, authTime: number) => ({
    sub: userId,
    authTime,
    rememberMe: true,
    locked: false,
    // Due for renewal: it expires within the day.
    accessToken: await craftToken(userId, { issuedAt: Date.now() - 6.5 * DAY_MS, authTime }),
  });

  it("gives no renewed token to a session that began before the password change", async () => {
    const user = await seedOldUser();
    const stale = await session(user.id, Date.now() - 60_000);
    await passwordChangedNow(user.id);
    const result = await runJwtCallback({ ...stale });
    expect(result.accessToken).toBeUndefined();
    const { accessToken } = (await getAuthOptions().callbacks!.session!({
      session: { expires: new Date(Date.now() + DAY_MS).toISOString() },
      token: result,
    } as never)) as { accessToken?: string };
    expect(accessToken).toBeUndefined();
  });

  it("gives no renewed token to a session whose password sign-in is 31 days old", async () => {
    const user = await seedOldUser();
    const result = await runJwtCallback(await session(user.id, Date.now() - 31 * DAY_MS));
    expect(result.accessToken).toBeUndefined();
  });

  it("gives no renewed token to a session of a deleted user", async () => {
    const user = await seedOldUser();
    const claims = await session(user.id, Date.now() - 60_000);
    await db.user.delete({ where: { id: user.id } });
    expect((await runJwtCallback(claims)).accessToken).toBeUndefined();
  });

  it("renews a valid session's token, keeping its sign-in time", async () => {
    const user = await seedOldUser();
    const authTime = Date.now() - 2 * DAY_MS;
    const claims = await session(user.id, authTime);
    const result = await runJwtCallback({ ...claims });
    expect(typeof result.accessToken).toBe("string");
    expect(result.accessToken).not.toBe(claims.accessToken);
    const renewed = decodeJwt(result.accessToken as string);
    expect(Math.abs(renewed.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(renewed.auth_time).toBe(Math.floor(authTime / 1000));
  });
});
