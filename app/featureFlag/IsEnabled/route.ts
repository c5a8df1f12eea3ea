import { publicRoute } from "@/lib/api/route";
import { isEnabledQuerySchema } from "@/lib/flags/openapi";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";

// The specification's exact path; answers a bare JSON boolean.
export const GET = publicRoute({ query: isEnabledQuerySchema }, ({ query }) => isFeatureEnabled(query.featureFlagID));
