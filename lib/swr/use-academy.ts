"use client";
import { useRef } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { z } from "zod";
import type { academyCategorySchema, CourseProgress, courseSchema, courseWithStepsSchema } from "@/lib/academy/schema";
import { progressAfterMove } from "@/lib/academy/progress";
import { ApiRequestError, apiFetch, jsonBody } from "@/lib/http/api-fetch";

export type AcademyCategory = z.infer<typeof academyCategorySchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseWithSteps = z.infer<typeof courseWithStepsSchema>;

export const ACADEMY_URL = "/api/apps/academy";
export const COURSES_URL = `${ACADEMY_URL}/courses`;

export function courseUrl(id: string): string {
  return `${COURSES_URL}/course?id=${encodeURIComponent(id)}`;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function useAcademyCategories() {
  return useSWR<AcademyCategory[]>(`${ACADEMY_URL}/categories`);
}

/** Every course by title with the user's progress. */
export function useCourses() {
  return useSWR<Course[]>(COURSES_URL);
}

/** One course with its steps and the user's progress; 404 (see isNotFound) for an unknown id. */
export function useCourse(id: string) {
  return useSWR<CourseWithSteps>(courseUrl(id), { shouldRetryOnError: (error: unknown) => !isNotFound(error) });
}

/**
 * Moves the user to a step of a course. The step shows at once (the cached course changes before
 * the request, by the server's own rule: lib/academy/progress.ts). Requests go one after another,
 * so quick clicks reach the server in the order they were made and the last one is what stays
 * saved. When the last request is refused, the course is read again (back to what is saved) and
 * the error is thrown for the screen to say so.
 */
export function useSaveCourseProgress(id: string) {
  const { mutate } = useSWRConfig();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const key = courseUrl(id);
  const setProgress = (progress: (course: CourseWithSteps) => CourseProgress) =>
    mutate<CourseWithSteps>(key, (course) => course && { ...course, progress: progress(course) }, {
      revalidate: false,
    });
  return async (currentStep: number): Promise<void> => {
    await setProgress((course) => progressAfterMove(course.progress, currentStep, course.totalSteps));
    const request = queue.current
      .catch(() => undefined)
      .then(() => apiFetch<CourseProgress>(`${COURSES_URL}/course/progress`, jsonBody("PATCH", { id, currentStep })));
    queue.current = request;
    try {
      const saved = await request;
      if (queue.current === request) await setProgress(() => saved);
    } catch (error) {
      if (queue.current === request) await mutate(key);
      throw error;
    } finally {
      void mutate(COURSES_URL);
    }
  };
}
