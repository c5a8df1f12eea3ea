import { userRoute } from "@/lib/api/route";
import { listInventoryVendors } from "@/lib/inventory/queries";

export const GET = userRoute({}, async ({ user }) => listInventoryVendors(user.id));
