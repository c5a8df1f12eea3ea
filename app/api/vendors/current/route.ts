import { userRoute } from "@/lib/api/route";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import { findActiveVendor } from "@/lib/vendors/queries";

export const GET = userRoute({}, async ({ user }) => {
  await requireVendorsEnabled();
  return findActiveVendor(user);
});
