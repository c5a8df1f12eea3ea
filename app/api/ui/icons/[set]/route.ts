import { userRoute } from "@/lib/api/route";
import { getIconSet } from "@/lib/dashboards/icons";

export const GET = userRoute({}, ({ params }) => getIconSet(params.set));
