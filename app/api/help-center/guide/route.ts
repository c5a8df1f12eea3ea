import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";
import { findGuide } from "@/lib/help-center/queries";
import { guideQuerySchema } from "@/lib/help-center/schema";

export const GET = userRoute({ query: guideQuerySchema }, async ({ query }) => {
  const guide = await findGuide(query);
  if (!guide) throw new ApiError(404, "not_found", "There is no such guide.");
  return guide;
});
