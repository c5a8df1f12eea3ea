import { userRoute } from "@/lib/api/route";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import { listUserVendors } from "@/lib/vendors/queries";

export const GET = userRoute({}, async ({ user }) => {
  await requireVendorsEnabled();
  return listUserVendors(user.id);
});
