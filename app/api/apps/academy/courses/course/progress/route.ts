import { saveCourseProgress } from "@/lib/academy/save-course-progress";
import { courseProgressBodySchema } from "@/lib/academy/schema";
import { ApiError, invalidRequest } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";

export const PATCH = userRoute({ body: courseProgressBodySchema }, async ({ user, body }) => {
  const result = await saveCourseProgress({ userId: user.id, courseId: body.id, currentStep: body.currentStep });
  if (result.ok) return result.progress;
  if (result.reason === "not_found") throw new ApiError(404, "not_found", "There is no such course.");
  throw invalidRequest(`The course has ${result.totalSteps} steps (0 to ${(result.totalSteps ?? 1) - 1}).`, [
    { path: ["currentStep"], code: "too_big", message: "This is too large." },
  ]);
});
