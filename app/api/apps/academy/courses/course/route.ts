import { findCourse } from "@/lib/academy/queries";
import { courseQuerySchema } from "@/lib/academy/schema";
import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";

export const GET = userRoute({ query: courseQuerySchema }, async ({ user, query }) => {
  const course = await findCourse({ userId: user.id, id: query.id });
  if (!course) throw new ApiError(404, "not_found", "There is no such course.");
  return course;
});
