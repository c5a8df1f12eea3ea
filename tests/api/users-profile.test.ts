import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as me, PATCH as patchMe } from "@/app/api/users/me/route";
import { GET as confirmEmailChange } from "@/app/api/auth/confirm-email-change/route";
import { seedUser, seedVendor, uniqueEmail } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { emailChangeToken, mailsTo } from "@/tests/helpers/account";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;
const patch = (headers: Headers, json: unknown) => callRoute(patchMe, { method: "PATCH", headers, json });
const confirm = (token: string) => callRoute(confirmEmailChange, { url: `/?token=${encodeURIComponent(token)}` });
const profileColumns = {
  email: true,
  firstName: true,
  lastName: true,
  displayName: true,
  hostSlug: true,
  currency: true,
  timezone: true,
} as const;
const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

describe("GET /api/users/me", () => {
  it("answers the profile and no pending address", async () => {
    const { user, headers } = await signedInUser({ firstName: "Ada", lastName: "Lovelace" });
    const { status, data } = await callRoute(me, { headers });
    expect(status).toBe(200);
    expect(data).toEqual({
      user: expect.objectContaining({
        id: user.id,
        email: user.email,
        name: "Ada Lovelace",
        firstName: "Ada",
        lastName: "Lovelace",
        hostSlug: null,
        currency: "USD",
        timeZone: "UTC",
        emailVerified: true,
        twoFactorEnabled: false,
      }),
      pendingEmail: null,
    });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|twoFactorSecret/);
  });

  it("answers 401 without a credential", async () => {
    expect((await callRoute(me)).status).toBe(401);
    expect((await patch({}, { firstName: "X" })).status).toBe(401);
  });
});

describe("PATCH /api/users/me", () => {
  it("changes the names (the shown name follows), host slug, currency and time zone", async () => {
    const { user, headers } = await signedInUser({ firstName: "Ada", lastName: "Lovelace" });
    const hostSlug = slug("ada-hosts");
    const { status, data } = await patch(headers, {
      firstName: "  Augusta Ada ",
      hostSlug: hostSlug.toUpperCase(),
      currency: "RON",
      timeZone: "Europe/Bucharest",
    });
    expect(status).toBe(200);
    expect(data.user).toMatchObject({
      name: "Augusta Ada Lovelace",
      firstName: "Augusta Ada",
      lastName: "Lovelace",
      hostSlug,
      currency: "RON",
      timeZone: "Europe/Bucharest",
    });
    expect(data.pendingEmail).toBeNull();
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: profileColumns })).toMatchObject({
      displayName: "Augusta Ada Lovelace",
      hostSlug,
      currency: "RON",
      timezone: "Europe/Bucharest",
    });

    // An empty last name leaves the first name alone as the shown name.
    expect((await patch(headers, { lastName: "" })).data.user.name).toBe("Augusta Ada");
  });

  it.each([
    [{ firstName: "" }, "firstName", "This field is required."],
    [{ firstName: "x".repeat(101) }, "firstName", "This is too long."],
    [{ hostSlug: "ab" }, "hostSlug", "Use at least 3 characters."],
    [{ hostSlug: "no spaces!" }, "hostSlug", "Use lower-case letters, digits and single hyphens."],
    [{ hostSlug: "" }, "hostSlug", "This field is required."],
    [{ currency: "XYZ" }, "currency", undefined],
    [{ timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone."],
    [{ email: "not-an-address" }, "email", "Enter a valid email address."],
    [{ displayName: "Someone else" }, "", undefined],
  ])("refuses %j with 400 at the field and changes nothing", async (body, field, message) => {
    const { user, headers } = await signedInUser();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: profileColumns });
    // A valid change in the same body is not applied either.
    const { status, data } = await patch(headers, { lastName: "Changed", ...body });
    expect(status).toBe(400);
    expect(data.error.code).toBe("invalid_request");
    const issue = data.error.issues.find((candidate: { path: string[] }) => candidate.path.join(".") === field);
    expect(issue ?? data.error.issues[0]).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: profileColumns })).toEqual(before);
  });

  it("refuses a host slug a vendor or another user has (409 at hostSlug), changing nothing", async () => {
    const owner = await seedUser(db);
    const vendorSlug = slug("harbour");
    await seedVendor(db, { name: "Harbour", slug: vendorSlug, ownerId: owner.id });
    const other = await signedInUser();
    const userSlug = slug("taken");
    expect((await patch(other.headers, { hostSlug: userSlug })).status).toBe(200);

    const { user, headers } = await signedInUser({ firstName: "Ana" });
    for (const taken of [vendorSlug, userSlug]) {
      const { status, data } = await patch(headers, { hostSlug: taken, firstName: "Changed" });
      expect(status).toBe(409);
      expect(data.error).toMatchObject({ code: "slug_taken", issues: [{ path: ["hostSlug"] }] });
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      hostSlug: null,
      firstName: "Ana",
    });
    // Its own slug again is no conflict.
    expect((await patch(other.headers, { hostSlug: userSlug })).status).toBe(200);
  });
});

describe("changing the email", () => {
  it("mails a single-use link to the new address and changes nothing until it is opened", async () => {
    const { user, headers } = await signedInUser({ firstName: "Ada" });
    const newEmail = uniqueEmail("new");
    const { status, data } = await patch(headers, {
      email: newEmail.toUpperCase(),
      currency: "EUR",
      currentPassword: user.password,
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ user: { email: user.email, currency: "EUR" }, pendingEmail: newEmail });
    expect((await callRoute(me, { headers })).data.pendingEmail).toBe(newEmail);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const [mail] = await mailsTo(newEmail);
    expect(mail.subject).toBe("Confirm your new email address");
    expect(mail.text).toContain("http://localhost:3999/api/auth/confirm-email-change?token=");
    expect(mail.text).toContain("24 hours");
    // The current address is told, so a stolen session cannot move the account away unnoticed.
    expect((await mailsTo(user.email)).map((notice) => notice.subject)).toContain(
      "Your Hostdeck address is about to change",
    );
    const token = await emailChangeToken(newEmail);
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id, purpose: "email-change" } });
    expect(stored).toMatchObject({ newEmail, usedAt: null });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const opened = await confirm(token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("http://localhost:3999/pages/settings?tab=profile&emailChanged=1");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
    expect((await callRoute(me, { headers })).data).toMatchObject({ user: { email: newEmail }, pendingEmail: null });

    // Single use.
    const again = await confirm(token);
    expect(again.headers.get("location")).toBe("http://localhost:3999/pages/settings?tab=profile&emailChanged=invalid");
  });

  it("asks for the current password: without it 400 at currentPassword, a wrong one 400 wrong_password; nothing changes or is mailed", async () => {
    const { user, headers } = await signedInUser();
    const newEmail = uniqueEmail("thief");
    const missing = await patch(headers, { email: newEmail, firstName: "Changed" });
    expect(missing.status).toBe(400);
    expect(missing.data.error.issues).toEqual([expect.objectContaining({ path: ["currentPassword"] })]);
    const wrong = await patch(headers, { email: newEmail, firstName: "Changed", currentPassword: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatchObject({ code: "wrong_password", issues: [{ path: ["currentPassword"] }] });
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect(await db.authToken.count({ where: { userId: user.id, purpose: "email-change" } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: user.email,
      firstName: "Test",
    });
    // Other fields need no password, and a password sent without a new email is not looked at.
    expect((await patch(headers, { firstName: "Changed", currentPassword: "not-my-password" })).status).toBe(200);
  });

  it("keeps only the newest request, and refuses an address another account has", async () => {
    const { user, headers } = await signedInUser();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await patch(headers, { email: first, currentPassword: user.password });
    const firstToken = await emailChangeToken(first);
    expect((await patch(headers, { email: second, currentPassword: user.password })).data.pendingEmail).toBe(second);
    expect((await confirm(firstToken)).headers.get("location")).toMatch(/emailChanged=invalid$/);

    const other = await seedUser(db);
    const { status, data } = await patch(headers, {
      email: other.email,
      firstName: "Changed",
      currentPassword: user.password,
    });
    expect(status).toBe(409);
    expect(data.error).toMatchObject({ code: "email_taken", issues: [{ path: ["email"] }] });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: user.email,
      firstName: "Test",
    });
    expect(await mailsTo(other.email)).toHaveLength(0);

    // Its own address is no change: no link goes out.
    const own = await patch(headers, { email: user.email });
    expect(own.data.pendingEmail).toBe(second);
  });

  it("says so when the address was taken before the link was opened, and on unknown links", async () => {
    const { user, headers } = await signedInUser();
    const newEmail = uniqueEmail("race");
    await patch(headers, { email: newEmail, currentPassword: user.password });
    const token = await emailChangeToken(newEmail);
    await seedUser(db, { email: newEmail });

    expect((await confirm(token)).headers.get("location")).toMatch(/emailChanged=taken$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect((await confirm("no-such-token")).headers.get("location")).toMatch(/emailChanged=invalid$/);
    expect((await callRoute(confirmEmailChange)).headers.get("location")).toMatch(/emailChanged=invalid$/);
  });

  it("refuses an expired link", async () => {
    const { user, headers } = await signedInUser();
    const newEmail = uniqueEmail("late");
    await patch(headers, { email: newEmail, currentPassword: user.password });
    const token = await emailChangeToken(newEmail);
    await db.authToken.updateMany({
      where: { userId: user.id, purpose: "email-change" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(token)).headers.get("location")).toMatch(/emailChanged=invalid$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });
});
