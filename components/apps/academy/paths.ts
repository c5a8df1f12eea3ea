export const ACADEMY_HREF = "/apps/academy";

export function courseHref(courseId: string): string {
  return `${ACADEMY_HREF}/${encodeURIComponent(courseId)}`;
}
