import { db } from "@/lib/db";
import { GET as listFlags, PATCH as patchFlag } from "@/app/api/admin/feature-flags/route";
import { FEATURE_FLAGS } from "@/lib/flags/definitions";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// GET and PATCH /api/admin/feature-flags: admins only, every known flag with who switched it last.

const switchVendors = (headers: Record<string, string>, enabled: unknown) =>
  callRoute(patchFlag, { method: "PATCH", json: { key: "ENABLE_VENDORS", enabled }, headers });

describe("GET /api/admin/feature-flags", () => {
  it("answers 401 signed out and 403 for a non-admin, who changes nothing", async () => {
    expect((await callRoute(listFlags)).status).toBe(401);
    const { headers } = await signedInUser();
    const before = await db.featureFlag.findMany();
    expect(await callRoute(listFlags, { headers })).toMatchObject({
      status: 403,
      data: { error: { code: "forbidden" } },
    });
    expect((await switchVendors(headers, true)).status).toBe(403);
    expect(await db.featureFlag.findMany()).toEqual(before);
  });

  it("lists every known flag with its state, description, updatedBy and updatedAt", async () => {
    const { user: admin, headers } = await signedInUser({ role: "admin" });
    expect((await switchVendors(headers, true)).status).toBe(200);
    const answer = await callRoute(listFlags, { headers });
    expect(answer.status).toBe(200);
    expect(answer.data.flags.map((flag: { key: string }) => flag.key)).toEqual(Object.keys(FEATURE_FLAGS).sort());
    expect(answer.data.flags).toContainEqual({
      key: "ENABLE_VENDORS",
      enabled: true,
      description: FEATURE_FLAGS.ENABLE_VENDORS,
      updatedBy: admin.email,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("lists a flag that was never stored as off, switched by no one", async () => {
    const { headers } = await signedInUser({ role: "admin" });
    await db.featureFlag.deleteMany({ where: { key: "ENABLE_VENDORS" } });
    const answer = await callRoute(listFlags, { headers });
    expect(answer.data.flags).toContainEqual({
      key: "ENABLE_VENDORS",
      enabled: false,
      description: FEATURE_FLAGS.ENABLE_VENDORS,
      updatedBy: null,
      updatedAt: null,
    });
  });
});

describe("PATCH /api/admin/feature-flags", () => {
  it("records the switching admin's email as updatedBy, and the next admin's after them", async () => {
    const first = await signedInUser({ role: "admin" });
    const second = await signedInUser({ role: "admin" });
    const on = await switchVendors(first.headers, true);
    expect(on).toMatchObject({
      status: 200,
      data: { key: "ENABLE_VENDORS", enabled: true, updatedBy: first.user.email },
    });
    const off = await switchVendors(second.headers, false);
    expect(off.data).toMatchObject({ enabled: false, updatedBy: second.user.email });
    expect(await db.featureFlag.findUniqueOrThrow({ where: { key: "ENABLE_VENDORS" } })).toMatchObject({
      enabled: false,
      updatedBy: second.user.email,
    });
  });

  it("answers 400 with the issues for bad input and writes nothing", async () => {
    const { headers } = await signedInUser({ role: "admin" });
    await switchVendors(headers, true);
    const before = await db.featureFlag.findMany();
    const badKey = await callRoute(patchFlag, { method: "PATCH", json: { key: "NO_SUCH", enabled: true }, headers });
    expect(badKey).toMatchObject({ status: 400, data: { error: { code: "invalid_request" } } });
    expect(badKey.data.error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ["key"] })]));
    expect((await switchVendors(headers, "yes")).status).toBe(400);
    expect((await callRoute(patchFlag, { method: "PATCH", json: {}, headers })).status).toBe(400);
    expect(await db.featureFlag.findMany()).toEqual(before);
  });
});
