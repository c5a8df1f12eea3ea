import { userRoute } from "@/lib/api/route";
import { getIconSet } from "@/lib/icons/sets";

export const GET = userRoute({}, ({ params }) => getIconSet(params.set));
