import { db } from "@/lib/db";
import { ensurePersonalHostSlug, isHostSlugTaken } from "@/lib/events/account";
import { POST as publish } from "@/app/api/events/[id]/publish/route";
import { seedUser, seedVendor } from "@/seed/factories";
import { signedInUser } from "@/tests/helpers/auth";
import { seedPublishedEvent } from "@/tests/helpers/events";
import { callRoute } from "@/tests/helpers/route";

describe("personal host pages", () => {
  it("get an address from the user's name when their first event is published", async () => {
    const { user, headers } = await signedInUser({ firstName: "Zeynep", lastName: `Kaya ${Date.now()}` });
    const draft = await seedPublishedEvent(user.id, { status: "draft" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).hostSlug).toBeNull();

    expect((await callRoute(publish, { method: "POST", headers, params: { id: draft.id } })).status).toBe(200);
    const { hostSlug } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(hostSlug).toMatch(/^zeynep-kaya-\d+$/);
    // Kept from then on.
    expect(await ensurePersonalHostSlug(user.id)).toBe(hostSlug);
  });

  it("share one namespace with vendor slugs", async () => {
    const suffix = Date.now().toString(36);
    const owner = await seedUser(db);
    await seedVendor(db, { name: "Taken", slug: `ana-pop-${suffix}`, ownerId: owner.id });
    const ana = await seedUser(db, { firstName: "Ana", lastName: `Pop ${suffix}` });
    expect(await isHostSlugTaken(`ana-pop-${suffix}`)).toBe(true);
    expect(await ensurePersonalHostSlug(ana.id)).toBe(`ana-pop-${suffix}-2`);
  });
});
