import "server-only";
import { ApiError } from "@/lib/api/errors";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";

/**
 * For the vendor endpoints: with ENABLE_VENDORS off (or unreadable) the feature does not exist,
 * so they answer 404 as an unknown path would (spec section 6).
 */
export async function requireVendorsEnabled(): Promise<void> {
  if (!(await isFeatureEnabled("ENABLE_VENDORS"))) throw new ApiError(404, "not_found", "Vendors are not available.");
}
