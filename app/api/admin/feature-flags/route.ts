import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { FEATURE_FLAGS, type FeatureFlagKey } from "@/lib/flags/definitions";
import { listFeatureFlags, setFeatureFlag } from "@/lib/flags/feature-flags";

export const GET = adminRoute({}, () => listFeatureFlags());

const flagKey = z.enum(Object.keys(FEATURE_FLAGS) as [FeatureFlagKey, ...FeatureFlagKey[]]);

export const PATCH = adminRoute({ body: z.object({ key: flagKey, enabled: z.boolean() }) }, ({ body }) =>
  setFeatureFlag(body.key, body.enabled),
);
