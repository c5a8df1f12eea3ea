import { db } from "@/lib/db";
import { GET as isEnabled } from "@/app/featureFlag/IsEnabled/route";
import { GET as listFlags, PATCH as patchFlag } from "@/app/api/admin/feature-flags/route";
import { GET as readOutbox } from "@/app/api/admin/outbox/route";
import { GET as unknownGet, POST as unknownPost } from "@/app/api/[...unknown]/route";
import { issueAccessToken } from "@/lib/auth/access-token";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { seedUser } from "@/seed/factories";
import { bearer, callRoute } from "@/tests/helpers/route";

async function setFlag(enabled: boolean) {
  await db.featureFlag.upsert({
    where: { key: "ENABLE_VENDORS" },
    create: { key: "ENABLE_VENDORS", enabled },
    update: { enabled },
  });
}

describe("GET /featureFlag/IsEnabled", () => {
  it("answers the table's value as a bare boolean, on the very next request after a change", async () => {
    await setFlag(true);
    expect(await callRoute(isEnabled, { url: "/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS" })).toMatchObject({
      status: 200,
      data: true,
    });
    await setFlag(false);
    expect(await callRoute(isEnabled, { url: "/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS" })).toMatchObject({
      status: 200,
      data: false,
    });
  });

  it("answers false for an unknown flag and 400 without an id", async () => {
    expect((await callRoute(isEnabled, { url: "/featureFlag/IsEnabled?featureFlagID=NO_SUCH_FLAG" })).data).toBe(false);
    expect((await callRoute(isEnabled, { url: "/featureFlag/IsEnabled" })).status).toBe(400);
  });
});

describe("a flag that cannot be read", () => {
  it("counts as off (spec section 9), and as on again once it can be read", async () => {
    await setFlag(true);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    // The worker's own database file: the table is away for this test only, then put back.
    await db.$executeRawUnsafe('ALTER TABLE "FeatureFlag" RENAME TO "FeatureFlagAway"');
    try {
      expect(await isFeatureEnabled("ENABLE_VENDORS")).toBe(false);
      expect(await callRoute(isEnabled, { url: "/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS" })).toMatchObject({
        status: 200,
        data: false,
      });
      expect(logged).toHaveBeenCalled();
    } finally {
      await db.$executeRawUnsafe('ALTER TABLE "FeatureFlagAway" RENAME TO "FeatureFlag"');
      logged.mockRestore();
    }
    expect(await isFeatureEnabled("ENABLE_VENDORS")).toBe(true);
  });
});

describe("admin API", () => {
  it("needs a signed-in user (401) with the admin role (403)", async () => {
    expect((await callRoute(listFlags)).status).toBe(401);
    expect((await callRoute(listFlags, { headers: bearer("garbage") })).status).toBe(401);
    const user = await seedUser(db);
    const userToken = await issueAccessToken(user.id);
    const denied = await callRoute(patchFlag, {
      method: "PATCH",
      json: { key: "ENABLE_VENDORS", enabled: true },
      headers: bearer(userToken),
    });
    expect(denied.status).toBe(403);
    expect((await callRoute(readOutbox, { headers: bearer(userToken) })).status).toBe(403);
  });

  it("lets an admin switch a flag and read the outbox", async () => {
    const admin = await seedUser(db, { role: "admin" });
    const token = await issueAccessToken(admin.id);
    const off = await callRoute(patchFlag, {
      method: "PATCH",
      json: { key: "ENABLE_VENDORS", enabled: false },
      headers: bearer(token),
    });
    expect(off).toMatchObject({ status: 200, data: { key: "ENABLE_VENDORS", enabled: false } });
    expect((await callRoute(isEnabled, { url: "/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS" })).data).toBe(
      false,
    );
    const bad = await callRoute(patchFlag, {
      method: "PATCH",
      json: { key: "NOPE", enabled: "yes" },
      headers: bearer(token),
    });
    expect(bad.status).toBe(400);

    await db.outboxMail.create({
      data: { to: "reader@example.test", subject: "Hello", text: "Body", html: "<p>Body</p>", status: "stored" },
    });
    const mails = await callRoute(readOutbox, {
      url: "/api/admin/outbox?to=READER@example.test",
      headers: bearer(token),
    });
    expect(mails.status).toBe(200);
    expect(mails.data).toEqual([
      expect.objectContaining({ to: "reader@example.test", subject: "Hello", text: "Body" }),
    ]);
  });
});

describe("unknown /api paths", () => {
  it("answer 404 NOT FOUND whatever the method", async () => {
    expect(await callRoute(unknownGet, { url: "/api/nothing/here" })).toMatchObject({ status: 404, data: "NOT FOUND" });
    expect(await callRoute(unknownPost, { method: "POST", url: "/api/nothing", json: {} })).toMatchObject({
      status: 404,
      data: "NOT FOUND",
    });
  });
});
