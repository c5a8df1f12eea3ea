import { userRoute } from "@/lib/api/route";
import { listInventoryBrands } from "@/lib/inventory/queries";

export const GET = userRoute({}, async ({ user }) => listInventoryBrands(user.id));
