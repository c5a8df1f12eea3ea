import { adminRoute } from "@/lib/api/route";
import { expireAllPublicPages } from "@/lib/public/page-cache";
import { listFeatureFlags, setFeatureFlag } from "@/lib/flags/feature-flags";
import { patchFeatureFlagSchema } from "@/lib/flags/openapi";

export const GET = adminRoute({}, () => listFeatureFlags());

export const PATCH = adminRoute({ body: patchFeatureFlagSchema }, async ({ body, user }) => {
  const flag = await setFeatureFlag(body.key, body.enabled, user.email);
  // ENABLE_VENDORS decides whether vendors' host pages exist and are linked from their events.
  expireAllPublicPages();
  return flag;
});
