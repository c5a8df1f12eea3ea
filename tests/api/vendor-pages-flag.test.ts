import { db } from "@/lib/db";
import { findPublicHost } from "@/lib/public/hosts";
import { seedUser, seedVendor } from "@/seed/factories";

// Finding (issue #14, Data): "a vendor's public pages answer 404 while ENABLE_VENDORS is off".
// /p/hosts/[slug] calls notFound() when findPublicHost answers null.

let counter = 0;
const nextSlug = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

async function setVendorsFlag(enabled: boolean) {
  await db.featureFlag.upsert({
    where: { key: "ENABLE_VENDORS" },
    create: { key: "ENABLE_VENDORS", enabled },
    update: { enabled },
  });
}

describe("a vendor's public pages answer 404 while ENABLE_VENDORS is off", () => {
  let saved: boolean | null = null;
  beforeAll(async () => {
    saved = (await db.featureFlag.findUnique({ where: { key: "ENABLE_VENDORS" } }))?.enabled ?? null;
  });
  afterAll(async () => {
    if (saved === null) await db.featureFlag.deleteMany({ where: { key: "ENABLE_VENDORS" } });
    else await setVendorsFlag(saved);
  });

  it("finds no host for a vendor's slug with the flag off, and the vendor with it on", async () => {
    const owner = await seedUser(db);
    const vendor = await seedVendor(db, { name: "Night Owls", slug: nextSlug("night-owls"), ownerId: owner.id });

    await setVendorsFlag(false);
    expect(await findPublicHost(vendor.slug)).toBeNull();

    await setVendorsFlag(true);
    expect(await findPublicHost(vendor.slug)).toMatchObject({ kind: "vendor", slug: vendor.slug, name: "Night Owls" });
  });

  it("keeps a personal host page with the flag off", async () => {
    const user = await seedUser(db);
    const hostSlug = nextSlug("pat-hosts");
    await db.user.update({ where: { id: user.id }, data: { hostSlug } });

    await setVendorsFlag(false);
    expect(await findPublicHost(hostSlug)).toMatchObject({
      kind: "user",
      slug: hostSlug,
      accountKey: `user:${user.id}`,
    });
  });
});
