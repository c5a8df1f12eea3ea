/** Every feature flag the product knows, with what it switches. */
export const FEATURE_FLAGS = {
  ENABLE_VENDORS: "Vendors: organiser accounts, the account switcher, /vendor-sign-up and /pages/vendors.",
} as const;
export type FeatureFlagKey = keyof typeof FEATURE_FLAGS;

export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return Object.hasOwn(FEATURE_FLAGS, key);
}

/** `updatedBy` of a flag switched with `npm run flags -- set`; the admin API records the admin's email. */
export const FLAG_CHANGED_BY_CLI = "cli";
