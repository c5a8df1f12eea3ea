import { db } from "@/lib/db";

/** Turns the ENABLE_VENDORS feature flag on or off; the routes read it on every request. */
export async function setVendorsFlag(enabled: boolean) {
  await db.featureFlag.upsert({
    where: { key: "ENABLE_VENDORS" },
    create: { key: "ENABLE_VENDORS", enabled },
    update: { enabled },
  });
}
