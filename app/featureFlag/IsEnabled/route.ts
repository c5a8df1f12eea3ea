import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";

// The specification's exact path; answers a bare JSON boolean.
export const GET = publicRoute({ query: z.object({ featureFlagID: z.string().min(1).max(100) }) }, ({ query }) =>
  isFeatureEnabled(query.featureFlagID),
);
