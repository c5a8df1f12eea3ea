import { db } from "@/lib/db";
import * as preferences from "@/app/api/common/preferences/route";
import { GET as listVendors } from "@/app/api/vendors/route";
import { GET as currentVendor } from "@/app/api/vendors/current/route";
import { POST as switchAccount } from "@/app/api/vendors/switch/route";
import { seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";

let slugCounter = 0;
function uniqueSlug(name: string) {
  slugCounter += 1;
  return `${name.toLowerCase().replace(/\W+/g, "-")}-${process.pid}-${slugCounter}`;
}

describe("GET and PATCH /api/common/preferences", () => {
  const patch = (headers: Record<string, string>, json: unknown) =>
    callRoute(preferences.PATCH, { method: "PATCH", headers, json });

  it("answers the defaults, saves any of the four and keeps the others", async () => {
    const { headers } = await signedInUser();
    expect(await callRoute(preferences.GET, { headers })).toMatchObject({
      status: 200,
      data: { layout: "product-classic", scheme: "light", theme: "theme-default", language: "en" },
    });
    const saved = await patch(headers, { scheme: "dark", theme: "theme-teal" });
    expect(saved).toMatchObject({
      status: 200,
      data: { layout: "product-classic", scheme: "dark", theme: "theme-teal", language: "en" },
    });
    expect(Object.keys(saved.data).sort()).toEqual(["language", "layout", "scheme", "theme"]);
    await patch(headers, { layout: "thin", language: "ro" });
    expect((await callRoute(preferences.GET, { headers })).data).toEqual({
      layout: "thin",
      scheme: "dark",
      theme: "theme-teal",
      language: "ro",
    });
    expect((await patch(headers, {})).data).toEqual({
      layout: "thin",
      scheme: "dark",
      theme: "theme-teal",
      language: "ro",
    });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { user, headers } = await signedInUser();
    const before = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { layout: true, scheme: true, theme: true, language: true },
    });
    const bad = [
      { layout: "sideways" },
      { scheme: "dark", theme: "theme-blue" },
      { language: "de", layout: "thin" },
      { scheme: "DARK" },
      { layout: null },
      { theme: "theme-rose", colour: "red" },
      "dark",
      ["scheme", "dark"],
    ];
    for (const json of bad) {
      const { status, data } = await patch(headers, json);
      expect({ json, status, code: data.error?.code }).toEqual({ json, status: 400, code: "invalid_request" });
    }
    expect((await callRoute(preferences.PATCH, { method: "PATCH", headers, rawBody: "{scheme" })).status).toBe(400);
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: user.id },
        select: { layout: true, scheme: true, theme: true, language: true },
      }),
    ).toEqual(before);
  });

  it("changes only the signed-in user's preferences", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await patch(first.headers, { layout: "dense", scheme: "auto", theme: "theme-amber", language: "tr" });
    expect((await callRoute(preferences.GET, { headers: second.headers })).data).toEqual({
      layout: "product-classic",
      scheme: "light",
      theme: "theme-default",
      language: "en",
    });
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(preferences.GET)).status).toBe(401);
    expect((await callRoute(preferences.PATCH, { method: "PATCH", json: { scheme: "dark" } })).status).toBe(401);
  });
});

describe("vendors and the account switch", () => {
  /** A user who owns "Zeta Events" and is staff of "Alpha Tours" (owned by someone else). */
  async function vendorMember() {
    const signedIn = await signedInUser();
    const other = await signedInUser();
    const zeta = await seedVendor(db, { name: "Zeta Events", slug: uniqueSlug("zeta"), ownerId: signedIn.user.id });
    const alpha = await seedVendor(db, { name: "Alpha Tours", slug: uniqueSlug("alpha"), ownerId: other.user.id });
    await db.vendorMember.create({ data: { vendorId: alpha.id, userId: signedIn.user.id, role: "staff" } });
    const foreign = await seedVendor(db, { name: "Foreign Fair", slug: uniqueSlug("foreign"), ownerId: other.user.id });
    return { ...signedIn, other, zeta, alpha, foreign };
  }
  const switchTo = (headers: Record<string, string>, vendorId: unknown) =>
    callRoute(switchAccount, { method: "POST", headers, json: { vendorId } });
  const storedActiveVendor = async (userId: string) =>
    (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { activeVendorId: true } })).activeVendorId;

  beforeEach(() => setVendorsFlag(true));
  afterAll(() => setVendorsFlag(false));

  it("lists the user's vendors by name with their role, and the active one", async () => {
    const { headers, zeta, alpha } = await vendorMember();
    expect(await callRoute(listVendors, { headers })).toMatchObject({
      status: 200,
      data: [
        { id: alpha.id, name: "Alpha Tours", slug: alpha.slug, role: "staff" },
        { id: zeta.id, name: "Zeta Events", slug: zeta.slug, role: "owner" },
      ],
    });
    expect(await callRoute(currentVendor, { headers })).toMatchObject({ status: 200, data: null });
  });

  it("switches to a vendor and back, refusing the account that is already active", async () => {
    const { user, headers, zeta } = await vendorMember();
    expect(await switchTo(headers, zeta.id)).toMatchObject({ status: 200, data: { activeVendorId: zeta.id } });
    expect(await storedActiveVendor(user.id)).toBe(zeta.id);
    expect((await callRoute(currentVendor, { headers })).data).toEqual({
      id: zeta.id,
      name: "Zeta Events",
      slug: zeta.slug,
      role: "owner",
    });

    expect(await switchTo(headers, zeta.id)).toMatchObject({
      status: 409,
      data: { error: { code: "already_active" } },
    });
    expect(await switchTo(headers, null)).toMatchObject({ status: 200, data: { activeVendorId: null } });
    expect(await storedActiveVendor(user.id)).toBeNull();
    expect((await callRoute(currentVendor, { headers })).data).toBeNull();
    expect(await switchTo(headers, null)).toMatchObject({ status: 409, data: { error: { code: "already_active" } } });
  });

  it("lets only one of two identical switches at once through", async () => {
    const { headers, zeta } = await vendorMember();
    const answers = await Promise.all([switchTo(headers, zeta.id), switchTo(headers, zeta.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("treats another user's vendor exactly like one that does not exist", async () => {
    const { user, headers, zeta, foreign } = await vendorMember();
    await switchTo(headers, zeta.id);
    for (const vendorId of [foreign.id, "no-such-vendor"]) {
      expect(await switchTo(headers, vendorId)).toMatchObject({ status: 404, data: { error: { code: "not_found" } } });
    }
    expect(await storedActiveVendor(user.id)).toBe(zeta.id);
    expect((await callRoute(listVendors, { headers })).data.map((vendor: { id: string }) => vendor.id)).not.toContain(
      foreign.id,
    );
  });

  it("keeps each user's active account their own", async () => {
    const { headers, other, alpha } = await vendorMember();
    await switchTo(headers, alpha.id);
    expect((await callRoute(currentVendor, { headers: other.headers })).data).toBeNull();
    expect(await switchTo(other.headers, alpha.id)).toMatchObject({ status: 200 });
    expect((await callRoute(currentVendor, { headers })).data).toMatchObject({ id: alpha.id, role: "staff" });
    expect((await callRoute(currentVendor, { headers: other.headers })).data).toMatchObject({
      id: alpha.id,
      role: "owner",
    });
  });

  it("answers a vendor the user has left as the personal account", async () => {
    const { user, headers, alpha } = await vendorMember();
    await switchTo(headers, alpha.id);
    await db.vendorMember.delete({ where: { vendorId_userId: { vendorId: alpha.id, userId: user.id } } });
    expect((await callRoute(currentVendor, { headers })).data).toBeNull();
  });

  it("with ENABLE_VENDORS off answers 404, except that switching to the personal account still works", async () => {
    const { user, headers, zeta, alpha } = await vendorMember();
    await switchTo(headers, zeta.id);
    await setVendorsFlag(false);
    expect(await callRoute(listVendors, { headers })).toMatchObject({
      status: 404,
      data: { error: { code: "not_found" } },
    });
    expect(await callRoute(currentVendor, { headers })).toMatchObject({
      status: 404,
      data: { error: { code: "not_found" } },
    });
    expect(await switchTo(headers, alpha.id)).toMatchObject({ status: 404, data: { error: { code: "not_found" } } });
    expect(await storedActiveVendor(user.id)).toBe(zeta.id);
    expect(await switchTo(headers, null)).toMatchObject({ status: 200, data: { activeVendorId: null } });
    expect(await storedActiveVendor(user.id)).toBeNull();
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { user, headers, zeta } = await vendorMember();
    await switchTo(headers, zeta.id);
    for (const json of [
      {},
      { vendorId: 42 },
      { vendorId: "" },
      { vendorId: "x".repeat(101) },
      { vendor: null },
      null,
    ]) {
      const { status, data } = await callRoute(switchAccount, { method: "POST", headers, json });
      expect({ json, status, code: data.error?.code }).toEqual({ json, status: 400, code: "invalid_request" });
    }
    expect(await storedActiveVendor(user.id)).toBe(zeta.id);
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(listVendors)).status).toBe(401);
    expect((await callRoute(currentVendor)).status).toBe(401);
    expect((await callRoute(switchAccount, { method: "POST", json: { vendorId: null } })).status).toBe(401);
  });
});
