import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";
import { findFaqCategory, listFaqCategories } from "@/lib/help-center/queries";
import { faqsQuerySchema } from "@/lib/help-center/schema";

export const GET = userRoute({ query: faqsQuerySchema }, async ({ query }) => {
  if (!query.slug) return listFaqCategories();
  const category = await findFaqCategory(query.slug);
  if (!category) throw new ApiError(404, "not_found", "There is no FAQ category with this slug.");
  return category;
});
