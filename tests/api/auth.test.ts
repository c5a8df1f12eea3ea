import { decodeJwt } from "jose";
import { db } from "@/lib/db";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as signInWithToken } from "@/app/api/auth/sign-in-with-token/route";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as unlockSession } from "@/app/api/auth/unlock-session/route";
import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { issueAccessToken, ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/access-token";
import { SIGN_IN_MAX_FAILURES } from "@/lib/auth/sign-in-throttle";
import { UNKNOWN_CLIENT_IP } from "@/lib/limits/client-ip";
import { seedUser, uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

const post = (handler: Parameters<typeof callRoute>[0], json: unknown) => callRoute(handler, { method: "POST", json });

function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  return new URL(match[0]);
}

describe("POST /api/auth/sign-in", () => {
  it("answers the user, an HS256 bearer token valid for 7 days, and tokenType bearer", async () => {
    const user = await seedUser(db, { firstName: "Iris", lastName: "Ng" });
    const { status, data } = await post(signIn, { email: user.email, password: user.password });
    expect(status).toBe(200);
    expect(data).toEqual({
      user: { id: user.id, name: "Iris Ng", email: user.email, avatar: null, status: "online" },
      accessToken: expect.any(String),
      tokenType: "bearer",
    });
    const header = JSON.parse(Buffer.from(data.accessToken.split(".")[0], "base64url").toString());
    expect(header.alg).toBe("HS256");
    const claims = decodeJwt(data.accessToken);
    expect(claims.sub).toBe(user.id);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(JSON.stringify(data)).not.toContain("passwordHash");
  });

  it("accepts the email in any case and with spaces around it", async () => {
    const user = await seedUser(db);
    const { status } = await post(signIn, { email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(status).toBe(200);
  });

  it("answers 404 with false for a wrong password or an unknown email", async () => {
    const user = await seedUser(db);
    const wrongPassword = await post(signIn, { email: user.email, password: "not-the-password" });
    expect(wrongPassword).toMatchObject({ status: 404, data: false });
    const unknownEmail = await post(signIn, { email: uniqueEmail("nobody"), password: "whatever1" });
    expect(unknownEmail).toMatchObject({ status: 404, data: false });
  });

  it(`throttles an email with 429 after ${SIGN_IN_MAX_FAILURES} failures, even for the right password`, async () => {
    const user = await seedUser(db);
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await post(signIn, { email: user.email, password: "wrong-password" })).status).toBe(404);
    }
    const blocked = await post(signIn, { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.data.error.code).toBe("too_many_attempts");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The throttle is per email: another account is not affected.
    const other = await seedUser(db);
    expect((await post(signIn, { email: other.email, password: other.password })).status).toBe(200);
  });

  it("forgets the failures once the window has passed", async () => {
    const user = await seedUser(db);
    const windowStartAt = new Date(Date.now() - 16 * 60 * 1000);
    await db.rateLimitBucket.create({
      data: {
        key: `sign-in:account-ip:${user.email}:${UNKNOWN_CLIENT_IP}`,
        count: SIGN_IN_MAX_FAILURES + 1,
        windowStartAt,
        expiresAt: new Date(windowStartAt.getTime() + 15 * 60 * 1000),
      },
    });
    expect((await post(signIn, { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe("POST /api/auth/sign-in-with-token", () => {
  it("answers the same shape for a valid token", async () => {
    const user = await seedUser(db);
    const token = await issueAccessToken(user.id);
    const { status, data } = await post(signInWithToken, { accessToken: token });
    expect(status).toBe(200);
    expect(data).toMatchObject({ user: { id: user.id, email: user.email }, tokenType: "bearer" });
    expect(decodeJwt(data.accessToken).sub).toBe(user.id);
  });

  it("answers 401 'Invalid token' for a bad signature, an expired token or garbage", async () => {
    const user = await seedUser(db);
    const token = await issueAccessToken(user.id);
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${Buffer.from("forged-signature").toString("base64url")}`;
    const expired = await issueAccessToken(user.id, new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000));
    for (const accessToken of [forged, expired, "not-a-token"]) {
      expect(await post(signInWithToken, { accessToken })).toMatchObject({
        status: 401,
        data: { error: "Invalid token" },
      });
    }
  });

  it("refuses a token issued before the password was changed", async () => {
    const user = await seedUser(db);
    const token = await issueAccessToken(user.id, new Date(Date.now() - 10_000));
    await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: new Date() } });
    expect((await post(signInWithToken, { accessToken: token })).status).toBe(401);
  });
});

describe("POST /api/auth/sign-up", () => {
  it("creates the account with a hashed password, answers true and mails a confirmation link that works once", async () => {
    const email = uniqueEmail("new");
    const { status, data } = await post(signUp, {
      name: "Mara Ionescu Pop",
      email,
      password: "Secret123!",
      company: "Acme",
      agreements: true,
    });
    expect(status).toBe(200);
    expect(data).toBe(true);
    const user = await db.user.findUniqueOrThrow({
      where: { email },
      select: { firstName: true, lastName: true, displayName: true, passwordHash: true, emailVerifiedAt: true },
    });
    expect(user).toMatchObject({
      firstName: "Mara Ionescu",
      lastName: "Pop",
      displayName: "Mara Ionescu Pop",
      emailVerifiedAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(user.passwordHash).not.toContain("Secret123!");

    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email } });
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/api/auth/verify-email");
    const first = await callRoute(verifyEmail, { url: `${link.pathname}${link.search}` });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("http://localhost:3999/sign-in?emailVerified=1");
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    const again = await callRoute(verifyEmail, { url: `${link.pathname}${link.search}` });
    expect(again.headers.get("location")).toContain("emailVerified=0");
  });

  it("answers 409 for a taken email, whatever its case, and changes nothing", async () => {
    const existing = await seedUser(db);
    const before = await db.user.count();
    const { status, data } = await post(signUp, {
      name: "Copy",
      email: existing.email.toUpperCase(),
      password: "Secret123!",
      agreements: true,
    });
    expect(status).toBe(409);
    expect(data.error).toEqual({
      code: "email_taken",
      message: "An account with this email already exists.",
      issues: [{ path: ["email"], code: "email_taken", message: "An account with this email already exists." }],
    });
    expect(await db.user.count()).toBe(before);
  });
});

describe("forgot and reset password", () => {
  it("answers true for known and unknown emails alike, and mails only the known one", async () => {
    const user = await seedUser(db);
    const unknown = uniqueEmail("ghost");
    expect(await post(forgotPassword, { email: user.email })).toMatchObject({ status: 200, data: true });
    expect(await post(forgotPassword, { email: unknown })).toMatchObject({ status: 200, data: true });
    expect(await db.outboxMail.count({ where: { to: user.email } })).toBe(1);
    expect(await db.outboxMail.count({ where: { to: unknown } })).toBe(0);
  });

  it("resets with the mailed token once; the old password and old tokens stop working", async () => {
    const user = await seedUser(db);
    const oldToken = await issueAccessToken(user.id, new Date(Date.now() - 5000));
    await post(forgotPassword, { email: user.email });
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const link = linkIn(mail.text);
    expect(link.origin).toBe("http://localhost:3999");
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id, purpose: "password-reset" } });
    expect(stored.tokenHash).not.toBe(token);

    expect(await post(resetPassword, { token, password: "BrandNew456!" })).toMatchObject({ status: 200, data: true });
    expect((await post(signIn, { email: user.email, password: user.password })).status).toBe(404);
    expect((await post(signIn, { email: user.email, password: "BrandNew456!" })).status).toBe(200);
    expect((await post(signInWithToken, { accessToken: oldToken })).status).toBe(401);

    const reused = await post(resetPassword, { token, password: "Another789!" });
    expect(reused.status).toBe(400);
    expect(reused.data.error.code).toBe("invalid_token");
  });

  it("refuses an expired token", async () => {
    const user = await seedUser(db);
    await post(forgotPassword, { email: user.email });
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: user.email } });
    const token = linkIn(mail.text).searchParams.get("token")!;
    await db.authToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(resetPassword, { token, password: "BrandNew456!" })).status).toBe(400);
    expect((await post(signIn, { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe("POST /api/auth/unlock-session", () => {
  it("answers like sign-in", async () => {
    const user = await seedUser(db);
    const ok = await post(unlockSession, { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ user: { id: user.id }, tokenType: "bearer" });
    expect(await post(unlockSession, { email: user.email, password: "nope-nope" })).toMatchObject({
      status: 404,
      data: false,
    });
  });
});

describe("bad input on every auth call → 400, nothing written", () => {
  const huge = "x".repeat(20_000);
  const cases: [string, Parameters<typeof callRoute>[0], unknown[]][] = [
    [
      "sign-in",
      signIn,
      [
        {},
        { email: "a@b.co" },
        { email: 42, password: "x" },
        { email: "not-an-email", password: "x" },
        { email: `${huge}@x.io`, password: "x" },
        { email: "a@b.co", password: huge },
        [],
        "text",
      ],
    ],
    ["sign-in-with-token", signInWithToken, [{}, { accessToken: 1 }, { accessToken: "" }, { accessToken: huge }]],
    [
      "sign-up",
      signUp,
      [
        {},
        { name: "A", email: "a@b.co", password: "Secret123!" },
        { name: "A", email: "a@b.co", password: "Secret123!", agreements: false },
        { name: "A", email: "a@b.co", password: "short", agreements: true },
        { name: "", email: "a@b.co", password: "Secret123!", agreements: true },
        { name: huge, email: "a@b.co", password: "Secret123!", agreements: true },
        { name: "A", email: "a@b.co", password: "x".repeat(73), agreements: true },
        { name: ["A"], email: "a@b.co", password: "Secret123!", agreements: "yes" },
      ],
    ],
    ["forgot-password", forgotPassword, [{}, { email: "nope" }, { email: null }]],
    [
      "reset-password",
      resetPassword,
      [{}, { token: "t" }, { token: "t", password: "short" }, { token: huge, password: "Secret123!" }],
    ],
    ["unlock-session", unlockSession, [{}, { email: "a@b.co" }, { password: "x" }]],
  ];

  it.each(cases)("%s", async (_name, handler, bodies) => {
    const counts = async () => [
      await db.user.count(),
      await db.outboxMail.count(),
      await db.authToken.count(),
      await db.rateLimitBucket.count(),
    ];
    const before = await counts();
    for (const body of bodies) {
      const { status, data } = await post(handler, body);
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
      expect(data.error.message).toEqual(expect.any(String));
    }
    for (const rawBody of ["{not json", "", '{"email":']) {
      const { status, data } = await callRoute(handler, { method: "POST", rawBody });
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
    expect(await counts()).toEqual(before);
  });

  it("lists the issues with English messages and the field's path", async () => {
    const { data } = await post(signUp, { name: "A", email: "bad", password: "short", agreements: false });
    const byField = Object.fromEntries(
      data.error.issues.map((issue: { path: string[]; message: string }) => [issue.path[0], issue.message]),
    );
    expect(byField).toEqual({
      email: "Enter a valid email address.",
      password: "Use at least 8 characters.",
      agreements: "You need to accept the terms to continue.",
    });
  });
});
