import { listAcademyCategories } from "@/lib/academy/queries";
import { userRoute } from "@/lib/api/route";

export const GET = userRoute({}, async () => listAcademyCategories());
