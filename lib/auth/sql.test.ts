import { db } from "@/lib/db";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "@/lib/auth/access-token";
import { lockSession, unlockSession } from "@/lib/auth/session-lock";
import { findCredential } from "@/lib/auth/sql";
import { findUserForCredential } from "@/lib/auth/user";
import { seedUser } from "@/seed/factories";

// lib/auth/sql.ts: the credential check in one statement keeps every rule of
// findUserForCredential and of the session lock.

const second = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

describe("the credential check", () => {
  it("finds the user, with the same columns as findUserForCredential, unlocked", async () => {
    const user = await seedUser(db);
    const authTime = second(new Date(Date.now() + 1000));
    const found = findCredential(user.id, { authTime }, null);
    expect(found).toEqual({ user: await findUserForCredential(user.id, { authTime }), locked: false });
    expect(Object.keys(found!.user)).toEqual(Object.keys((await findUserForCredential(user.id, { authTime }))!));
  });

  it("refuses an unknown user", () => {
    expect(findCredential("nobody", { authTime: new Date() }, null)).toBeNull();
  });

  it("refuses a credential past the absolute lifetime", async () => {
    const user = await seedUser(db);
    const now = Date.now();
    const authTime = new Date(now - SESSION_ABSOLUTE_LIFETIME_MS - 1000);
    await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: new Date(0) } });
    expect(findCredential(user.id, { authTime }, null, now)).toBeNull();
    expect(findCredential(user.id, { authTime: new Date(now - 1000) }, null, now)).not.toBeNull();
  });

  it("refuses a credential begun before the password change or sign-out everywhere, in whole seconds", async () => {
    const user = await seedUser(db);
    const validFrom = new Date("2026-11-28T10:00:05.000Z");
    await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: validFrom } });
    const now = validFrom.getTime() + 60_000;
    expect(findCredential(user.id, { authTime: new Date("2026-11-28T10:00:04.000Z") }, null, now)).toBeNull();
    expect(findCredential(user.id, { authTime: new Date("2026-11-28T10:00:05.000Z") }, null, now)).not.toBeNull();
    // A revocation it survived counts instead of the sign-in.
    const revalidated = {
      authTime: new Date("2026-11-28T09:00:00.000Z"),
      revalidatedAt: new Date("2026-11-28T10:00:05.000Z"),
    };
    expect(findCredential(user.id, revalidated, null, now)?.user.id).toBe(user.id);
    expect(findCredential(user.id, { ...revalidated, revalidatedAt: undefined }, null, now)).toBeNull();
  });

  it("says locked while the credential's session is locked, and only that session", async () => {
    const user = await seedUser(db);
    const authTime = second(new Date(Date.now() + 1000));
    await lockSession("session-a", user.id);
    expect(findCredential(user.id, { authTime }, "session-a")?.locked).toBe(true);
    expect(findCredential(user.id, { authTime }, "session-b")?.locked).toBe(false);
    expect(findCredential(user.id, { authTime }, null)?.locked).toBe(false);
    await unlockSession("session-a", user.id);
    expect(findCredential(user.id, { authTime }, "session-a")?.locked).toBe(false);
  });
});
