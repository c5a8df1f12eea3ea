import "server-only";
import { db } from "@/lib/db";

import { FEATURE_FLAGS, type FeatureFlagKey } from "@/lib/flags/definitions";

const flagSelect = { key: true, enabled: true, description: true, updatedBy: true, updatedAt: true } as const;

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

/**
 * Every flag the product knows (lib/flags/definitions.ts), by key, with its stored state. A flag
 * never stored is off, was switched by no one and has no `updatedAt` yet; rows of flags the
 * product no longer knows are left out (they cannot be switched).
 */
export async function listFeatureFlags() {
  const stored = new Map(
    (await db.featureFlag.findMany({ select: flagSelect })).map((flag) => [flag.key, flag] as const),
  );
  const keys = (Object.keys(FEATURE_FLAGS) as FeatureFlagKey[]).sort();
  // The description is the code's (a row written elsewhere, e.g. by a script, may have none).
  const flags = keys.map((key) => ({
    ...(stored.get(key) ?? { key, enabled: false, updatedBy: null, updatedAt: null }),
    description: FEATURE_FLAGS[key],
  }));
  return { flags };
}

/** Switches a flag and records who did it (an administrator's email; the command line records FLAG_CHANGED_BY_CLI). */
export function setFeatureFlag(key: FeatureFlagKey, enabled: boolean, updatedBy: string) {
  return db.featureFlag.upsert({
    where: { key },
    create: { key, enabled, description: FEATURE_FLAGS[key], updatedBy },
    update: { enabled, updatedBy },
    select: flagSelect,
  });
}
