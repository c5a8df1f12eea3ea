import type { CourseProgress } from "@/lib/academy/schema";

/**
 * The progress after moving to `currentStep` of a course of `totalSteps` steps: arriving at the last
 * step from any other step counts the course as finished once more; staying there counts nothing.
 * The server saves by this rule and the screen shows its result before the answer comes.
 */
export function progressAfterMove(before: CourseProgress, currentStep: number, totalSteps: number): CourseProgress {
  const lastStep = totalSteps - 1;
  const finishes = currentStep === lastStep && before.currentStep !== lastStep;
  return { currentStep, completed: before.completed + (finishes ? 1 : 0) };
}

/**
 * How far the user is, 0 to 100: the first step is 0 %, the last 100 %. A course finished and not
 * started again shows full; a one-step course is full once finished.
 */
export function progressPercent({ currentStep, completed }: CourseProgress, totalSteps: number): number {
  if (totalSteps <= 1) return completed > 0 ? 100 : 0;
  const step = Math.min(Math.max(currentStep, 0), totalSteps - 1);
  return Math.round((step / (totalSteps - 1)) * 100);
}

/** Whether the user has finished the course at least once. */
export function isCompleted(progress: CourseProgress): boolean {
  return progress.completed > 0;
}
