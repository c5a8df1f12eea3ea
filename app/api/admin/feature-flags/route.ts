import { adminRoute } from "@/lib/api/route";
import { listFeatureFlags, setFeatureFlag } from "@/lib/flags/feature-flags";
import { patchFeatureFlagSchema } from "@/lib/flags/openapi";

export const GET = adminRoute({}, () => listFeatureFlags());

export const PATCH = adminRoute({ body: patchFeatureFlagSchema }, ({ body, user }) =>
  setFeatureFlag(body.key, body.enabled, user.email),
);
