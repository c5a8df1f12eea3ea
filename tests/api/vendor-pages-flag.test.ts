import { db } from "@/lib/db";
import { getPublicEventView } from "@/lib/orders/availability";
import { listPublicEvents } from "@/lib/public/events";
import { findPublicHost } from "@/lib/public/hosts";
import { seedUser, seedVendor } from "@/seed/factories";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { setVendorsFlag } from "@/tests/helpers/feature-flags";

// Finding (issue #14, Data): "a vendor's public pages answer 404 while ENABLE_VENDORS is off".
// /p/hosts/[slug] calls notFound() when findPublicHost answers null.

let counter = 0;
const nextSlug = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

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

  it("names a vendor's events' host without a link while the flag is off (the page would be a 404)", async () => {
    const owner = await seedUser(db);
    const vendor = await seedVendor(db, { name: "Night Owls", slug: nextSlug("owls"), ownerId: owner.id });
    const event = await seedPublishedEvent(owner.id);
    await db.event.update({ where: { id: event.id }, data: { vendorId: vendor.id, title: `Owls ${vendor.slug}` } });
    const hostInList = async () =>
      (await listPublicEvents({ search: vendor.slug, page: 1, pageSize: 5 })).events.find(
        (card) => card.id === event.id,
      )?.host;

    await setVendorsFlag(false);
    expect(await hostInList()).toEqual({ name: "Night Owls", slug: null });
    expect((await getPublicEventView(event.slug))?.event.host).toEqual({ name: "Night Owls", slug: null });

    await setVendorsFlag(true);
    expect(await hostInList()).toEqual({ name: "Night Owls", slug: vendor.slug });
    expect((await getPublicEventView(event.slug))?.event.host).toEqual({ name: "Night Owls", slug: vendor.slug });
  });
});
