import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";
import { findGuideCategory, listGuideCategoryPreviews } from "@/lib/help-center/queries";
import { guidesQuerySchema } from "@/lib/help-center/schema";

export const GET = userRoute({ query: guidesQuerySchema }, async ({ query }) => {
  if (!query.slug) return listGuideCategoryPreviews(query.limit);
  const category = await findGuideCategory(query.slug);
  if (!category) throw new ApiError(404, "not_found", "There is no guide category with this slug.");
  return category;
});
