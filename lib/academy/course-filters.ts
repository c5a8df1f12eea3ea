import { isCompleted } from "@/lib/academy/progress";
import type { CourseProgress } from "@/lib/academy/schema";
import { matchesEveryWord } from "@/lib/text/fold-accents";

// The course list's filters live in the URL (`?category=finance&q=budget&hideCompleted=1`), so a
// reload or a shared link shows the same list.

export type CourseFilters = { category: string | null; query: string; hideCompleted: boolean };
type FilterableCourse = { title: string; category: string; progress: CourseProgress };

export const NO_FILTERS: CourseFilters = { category: null, query: "", hideCompleted: false };

export function readCourseFilters(params: { get(name: string): string | null }): CourseFilters {
  return {
    category: params.get("category") || null,
    query: params.get("q") ?? "",
    hideCompleted: params.get("hideCompleted") === "1",
  };
}

/** The query string of `filters` without defaults ("" for none), in a stable order. */
export function courseFiltersQuery(filters: CourseFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.query.trim()) params.set("q", filters.query);
  if (filters.hideCompleted) params.set("hideCompleted", "1");
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasFilters(filters: CourseFilters): boolean {
  return courseFiltersQuery(filters) !== "";
}

/** The courses the filters let through, in the order given: title search ignores case and accents. */
export function filterCourses<T extends FilterableCourse>(courses: readonly T[], filters: CourseFilters): T[] {
  return courses.filter(
    (course) =>
      (!filters.category || course.category === filters.category) &&
      (!filters.hideCompleted || !isCompleted(course.progress)) &&
      matchesEveryWord(filters.query, course.title),
  );
}
