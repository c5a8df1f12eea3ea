import { db } from "@/lib/db";
import { POST as createVendor, GET as listVendors } from "@/app/api/vendors/route";
import { POST as vendorSignUp } from "@/app/api/auth/vendor-sign-up/route";
import { slugSchema } from "@/lib/events/schema";
import { slugifyName } from "@/lib/vendors/create-schema";
import { seedUser, seedVendor, uniqueEmail } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

let counter = 0;
function uniqueSlug(prefix = "vendor") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

async function setVendorsFlag(enabled: boolean) {
  await db.featureFlag.upsert({
    where: { key: "ENABLE_VENDORS" },
    create: { key: "ENABLE_VENDORS", enabled },
    update: { enabled },
  });
}

const post = (handler: typeof createVendor, json: unknown, headers: Record<string, string> = {}) =>
  callRoute(handler, {
    method: "POST",
    url: "/api/x",
    json,
    headers: { "accept-language": "ro-RO,ro;q=0.9", ...headers },
  });

beforeEach(() => setVendorsFlag(true));

describe("POST /api/vendors", () => {
  it("creates the vendor with the user as owner and makes it active, answering 201", async () => {
    const { user, headers } = await signedInUser();
    const slug = uniqueSlug();
    const { status, data } = await post(
      createVendor,
      { name: "  Acme Events ", slug: slug.toUpperCase(), currency: "RON", description: "Concerts" },
      headers,
    );
    expect(status).toBe(201);
    expect(data.vendor).toEqual({
      id: expect.any(String),
      name: "Acme Events",
      slug,
      contactEmail: user.email,
      currency: "RON",
      description: "Concerts",
      role: "owner",
    });
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { activeVendorId: true } });
    expect(stored.activeVendorId).toBe(data.vendor.id);
    expect(
      await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId: data.vendor.id, userId: user.id } } }),
    ).toMatchObject({ role: "owner" });
    expect((await callRoute(listVendors, { headers })).data).toEqual([
      { id: data.vendor.id, name: "Acme Events", slug, role: "owner" },
    ]);
  });

  it("answers 409 at the slug when a vendor or a user's host page has it, and changes nothing", async () => {
    const { user, headers } = await signedInUser();
    const owner = await seedUser(db);
    const vendorSlug = uniqueSlug();
    await seedVendor(db, { name: "Taken", slug: vendorSlug, ownerId: owner.id });
    const hostSlug = uniqueSlug("host");
    await db.user.update({ where: { id: owner.id }, data: { hostSlug } });

    for (const slug of [vendorSlug, hostSlug]) {
      const { status, data } = await post(createVendor, { name: "Mine", slug, currency: "EUR" }, headers);
      expect(status).toBe(409);
      expect(data.error).toMatchObject({ code: "slug_taken", issues: [{ path: ["slug"], code: "slug_taken" }] });
    }
    expect(await db.vendorMember.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).activeVendorId).toBeNull();
  });

  it("refuses bad input with 400 at the fields, and signed-out callers with 401", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await post(
      createVendor,
      { name: "", slug: "a b", contactEmail: "nope", currency: "XXX", extra: 1 },
      headers,
    );
    expect(status).toBe(400);
    const paths = data.error.issues.map((issue: { path: string[] }) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "slug", "contactEmail", "currency"]));
    expect((await post(createVendor, { name: "X", slug: uniqueSlug(), currency: "EUR" })).status).toBe(401);
  });

  it("does not exist with the vendors feature off", async () => {
    const { headers } = await signedInUser();
    await setVendorsFlag(false);
    const { status } = await post(createVendor, { name: "Off", slug: uniqueSlug(), currency: "EUR" }, headers);
    expect(status).toBe(404);
  });
});

describe("POST /api/auth/vendor-sign-up", () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: "Ioana Pop",
    email: uniqueEmail("vendor-owner"),
    password: "Secret123!",
    agreements: true,
    vendor: { name: "Pop Concerts", slug: uniqueSlug(), currency: "RON", contactEmail: "", description: "" },
    ...overrides,
  });

  it("creates the user with their demo data and the vendor they own and act as, in one go", async () => {
    const body = input();
    const { status, data } = await post(vendorSignUp, body);
    expect(status).toBe(201);
    const user = await db.user.findUniqueOrThrow({
      where: { email: body.email },
      select: { id: true, language: true, activeVendorId: true, displayName: true, passwordHash: true },
    });
    expect(data).toEqual({
      userId: user.id,
      vendor: expect.objectContaining({
        slug: body.vendor.slug,
        contactEmail: body.email,
        currency: "RON",
        role: "owner",
      }),
    });
    expect(user).toMatchObject({ language: "ro", activeVendorId: data.vendor.id, displayName: "Ioana Pop" });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
    // The same demo data sign-up provisions (a sample of it) and the same confirmation mail.
    expect(await db.contact.count({ where: { userId: user.id } })).toBeGreaterThan(0);
    expect(await db.outboxMail.count({ where: { to: body.email } })).toBe(1);
  });

  it("answers 409 email_taken for a taken email and slug_taken for a taken slug, leaving neither user nor vendor behind", async () => {
    const existing = await seedUser(db);
    const taken = await post(vendorSignUp, input({ email: existing.email.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.data.error).toMatchObject({ code: "email_taken", issues: [{ path: ["email"] }] });

    const owner = await seedUser(db);
    const slug = uniqueSlug();
    await seedVendor(db, { name: "First", slug, ownerId: owner.id });
    const body = input();
    const clash = await post(vendorSignUp, { ...body, vendor: { ...body.vendor, slug } });
    expect(clash.status).toBe(409);
    expect(clash.data.error).toMatchObject({ code: "slug_taken", issues: [{ path: ["vendor", "slug"] }] });
    expect(await db.user.findUnique({ where: { email: body.email } })).toBeNull();
  });

  it("applies the sign-up rules (400) and answers 404 with the vendors feature off", async () => {
    const bad = await post(
      vendorSignUp,
      input({ email: "bad", password: "short", agreements: false, vendor: { name: "", slug: "x", currency: "EUR" } }),
    );
    expect(bad.status).toBe(400);
    const paths = bad.data.error.issues.map((issue: { path: string[] }) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["email", "password", "agreements", "vendor.name", "vendor.slug"]));
    await setVendorsFlag(false);
    const body = input();
    expect((await post(vendorSignUp, body)).status).toBe(404);
    expect(await db.user.findUnique({ where: { email: body.email } })).toBeNull();
  });
});

describe("slugifyName", () => {
  it.each([
    ["Acme Events", "acme-events"],
    ["Şişli Müzik Kulübü", "sisli-muzik-kulubu"],
    ["Iaşi: Ţară & Şcoală", "iasi-tara-scoala"],
    ["  --Hello,   World!!  ", "hello-world"],
    ["Straße 42", "strasse-42"],
  ])("%s → %s", (name, slug) => {
    expect(slugifyName(name)).toBe(slug);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it("stays within 80 characters, ends on a letter or digit, and is empty without letters or digits", () => {
    const slug = slugifyName("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugifyName("!!!")).toBe("");
  });
});
