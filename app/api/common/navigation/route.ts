import { userRoute } from "@/lib/api/route";
import { getNavigation } from "@/lib/shell/navigation";

export const GET = userRoute({}, () => getNavigation());
