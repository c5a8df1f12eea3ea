import "server-only";
import { redirect } from "next/navigation";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { SIGNED_IN_HOME } from "@/lib/navigation/route-access";

/** For flag-guarded pages: without the flag (or when it cannot be read) go to the dashboard. */
export async function requireFeature(key: string): Promise<void> {
  if (!(await isFeatureEnabled(key))) redirect(SIGNED_IN_HOME);
}
