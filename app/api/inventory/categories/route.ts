import { userRoute } from "@/lib/api/route";
import { listInventoryCategories } from "@/lib/inventory/queries";

export const GET = userRoute({}, async ({ user }) => listInventoryCategories(user.id));
