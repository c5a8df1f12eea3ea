import { userRoute } from "@/lib/api/route";
import { listInventoryTags } from "@/lib/inventory/queries";

export const GET = userRoute({}, async ({ user }) => listInventoryTags(user.id));
