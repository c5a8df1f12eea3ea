import "server-only";
import { db } from "@/lib/db";

import { FEATURE_FLAGS, type FeatureFlagKey } from "@/lib/flags/definitions";

/**
 * Whether a flag is on, read from the database on every call: a change made from the command
 * line or the admin screen applies to the very next request, in every server process. A flag
 * that is unknown or cannot be read counts as off.
 */
export async function isFeatureEnabled(key: string): Promise<boolean> {
  try {
    const flag = await db.featureFlag.findUnique({ where: { key }, select: { enabled: true } });
    return flag?.enabled ?? false;
  } catch (error) {
    console.error(`Feature flag ${key} could not be read`, error);
    return false;
  }
}

export function listFeatureFlags() {
  return db.featureFlag.findMany({
    orderBy: { key: "asc" },
    select: { key: true, enabled: true, description: true, updatedAt: true },
  });
}

export function setFeatureFlag(key: FeatureFlagKey, enabled: boolean) {
  return db.featureFlag.upsert({
    where: { key },
    create: { key, enabled, description: FEATURE_FLAGS[key] },
    update: { enabled },
    select: { key: true, enabled: true, description: true, updatedAt: true },
  });
}
