import { encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { issueAccessToken } from "@/lib/auth/access-token";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { GET as me } from "@/app/api/users/me/route";
import { sessionCookie } from "@/lib/users/session-cookie";
import { bearer, callRoute } from "@/tests/helpers/route";

// Fixtures of the account route tests (tests/api/users-*.test.ts): a browser's next-auth session
// cookie, signing in, and what the outbox holds.

/** A `cookie` header carrying a next-auth session of `userId`, as the credentials sign-in makes it. */
export async function sessionCookieHeader(userId: string, authTime = Date.now()): Promise<string> {
  const token = {
    sub: userId,
    authTime,
    rememberMe: true,
    locked: false,
    accessToken: await issueAccessToken(userId, new Date(authTime)),
  };
  const value = await encode({ token, secret: process.env.NEXTAUTH_SECRET! });
  return `${sessionCookie().name}=${value}`;
}

/** The session cookie an answer set (`name=value`), or null. */
export function setSessionCookie(headers: Headers): string | null {
  const { name } = sessionCookie();
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header ? header.split(";")[0] : null;
}

/** The status of `GET /api/users/me` with these headers: 200 signed in, 401 not. */
export async function meStatus(headers: Record<string, string>): Promise<number> {
  return (await callRoute(me, { headers })).status;
}

/** Signs in through the API; the bearer headers of the fresh token, or the failing status. */
export async function signInHeaders(email: string, password: string) {
  const { status, data } = await callRoute(signIn, { method: "POST", json: { email, password } });
  return { status, headers: status === 200 ? bearer(data.accessToken as string) : {} };
}

/** The mails the outbox holds for `to`, oldest first. */
export function mailsTo(to: string) {
  return db.outboxMail.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
}

/** The token of the newest email-change link mailed to `to`. */
export async function emailChangeToken(to: string): Promise<string> {
  const mails = await mailsTo(to);
  const match = mails
    .map((mail) => /confirm-email-change\?token=([\w-]+)/.exec(mail.text))
    .filter(Boolean)
    .at(-1);
  if (!match) throw new Error(`No email-change link was mailed to ${to}.`);
  return match[1];
}
