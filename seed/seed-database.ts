import type { Db } from "@/lib/prisma-client";
import { FEATURE_FLAGS } from "@/lib/flags/definitions";
import { seedUser, seedVendor } from "@/seed/factories";
import { ensureReferenceData, provisionDemoData } from "@/seed/demo/provision";
import { seedEvents } from "@/seed/demo/events";
import { createRandom } from "@/lib/sample/random";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account-key";

export const DEMO_USER = { email: "demo@example.com", password: "Demo123!" } as const;
export const ADMIN_USER = { email: "admin@example.com", password: "Admin123!" } as const;

/** Whether the database has never been seeded (no users at all). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await db.user.count()) === 0;
}

/** The demo data of a fresh install: the demo user with two vendors, an admin, and the flags. */
export async function seedDatabase(client: Db): Promise<void> {
  await ensureReferenceData(client);
  await client.$transaction(
    async (db) => {
      const demo = await seedUser(db, {
        ...DEMO_USER,
        firstName: "Avery",
        lastName: "Morgan",
        about: "Runs community meetups and a small concert series.",
      });
      const northwind = await seedVendor(db, {
        name: "Northwind Live",
        slug: "northwind-live",
        ownerId: demo.id,
        description: "Concerts and club nights in the old harbour warehouses.",
        currency: "EUR",
        timezone: "Europe/Berlin",
      });
      const harbor = await seedVendor(db, {
        name: "Harbor Lights Conferences",
        slug: "harbor-lights",
        ownerId: demo.id,
        description: "Two-day technology conferences with workshops.",
        currency: "RON",
        timezone: "Europe/Bucharest",
      });
      // Reports count days where the events are: the demo user's meetups are in New York.
      await db.user.update({
        where: { id: demo.id },
        data: { hostSlug: "avery-morgan", timezone: "America/New_York" },
      });
      const admin = await seedUser(db, { ...ADMIN_USER, firstName: "Ada", lastName: "Admin", role: "admin" });
      await provisionDemoData(db, demo.id);
      await provisionDemoData(db, admin.id);
      // Events only for the demo accounts: a new host starts with an empty events list.
      const now = new Date();
      const random = createRandom(20_251);
      await seedEvents(
        db,
        {
          accountKey: personalAccountKey(demo.id),
          userId: demo.id,
          vendorId: null,
          currency: "USD",
          hostName: demo.displayName,
        },
        { now, random, profile: "personal" },
      );
      await seedEvents(
        db,
        {
          accountKey: vendorAccountKey(northwind.id),
          userId: null,
          vendorId: northwind.id,
          currency: "EUR",
          hostName: northwind.name,
        },
        { now, random, profile: "northwind" },
      );
      await seedEvents(
        db,
        {
          accountKey: vendorAccountKey(harbor.id),
          userId: null,
          vendorId: harbor.id,
          currency: "RON",
          hostName: harbor.name,
        },
        { now, random, profile: "harbor" },
      );
      for (const [key, description] of Object.entries(FEATURE_FLAGS)) {
        await db.featureFlag.upsert({ where: { key }, create: { key, enabled: true, description }, update: {} });
      }
    },
    { timeout: 60_000 },
  );
}
