import "server-only";
import { db } from "@/lib/db";
import { NO_PROGRESS } from "@/lib/academy/queries";
import { progressAfterMove } from "@/lib/academy/progress";
import type { CourseProgress } from "@/lib/academy/schema";

export type SaveCourseProgressResult =
  | { ok: true; progress: CourseProgress }
  | { ok: false; reason: "not_found" | "step_out_of_range"; totalSteps?: number };

/**
 * Moves the user to a step of a course, so the course opens there next time. Arriving at the last
 * step from any other step counts the course as finished once more (`completed` is how many times
 * the user finished it; lib/academy/progress.ts); saving the last step again while already there
 * counts nothing, so a reload or a repeated request does not inflate it. Expected failures come
 * back as values.
 */
export async function saveCourseProgress({
  userId,
  courseId,
  currentStep,
}: {
  userId: string;
  courseId: string;
  currentStep: number;
}): Promise<SaveCourseProgressResult> {
  return db.$transaction(async (tx) => {
    const course = await tx.academyCourse.findUnique({
      where: { id: courseId },
      select: { _count: { select: { steps: true } } },
    });
    if (!course) return { ok: false, reason: "not_found" };
    const totalSteps = course._count.steps;
    if (currentStep >= totalSteps) return { ok: false, reason: "step_out_of_range", totalSteps };
    const where = { userId_courseId: { userId, courseId } };
    const before = await tx.academyCourseProgress.findUnique({ where, select: { currentStep: true, completed: true } });
    const next = progressAfterMove(before ?? NO_PROGRESS, currentStep, totalSteps);
    const progress = await tx.academyCourseProgress.upsert({
      where,
      create: { userId, courseId, ...next },
      update: next,
      select: { currentStep: true, completed: true },
    });
    return { ok: true, progress };
  });
}
