import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
// Course steps are articles like the help center's guides: the same markup rules apply.
import { sanitizeArticleHtml } from "@/lib/help-center/sanitize-content";

// Courses are shared by everyone; only `progress` is the signed-in user's own.

/** What a user who never opened a course has done of it. */
export const NO_PROGRESS = { currentStep: 0, completed: 0 } as const;

function courseSelect(userId: string) {
  return {
    id: true,
    title: true,
    slug: true,
    description: true,
    category: { select: { slug: true } },
    duration: true,
    updatedAt: true,
    featured: true,
    _count: { select: { steps: true } },
    progress: { where: { userId }, select: { currentStep: true, completed: true }, take: 1 },
  } satisfies Prisma.AcademyCourseSelect;
}
type CourseRow = Prisma.AcademyCourseGetPayload<{ select: ReturnType<typeof courseSelect> }>;

function toCourse({ category, _count, progress, ...course }: CourseRow) {
  return { ...course, category: category.slug, totalSteps: _count.steps, progress: progress[0] ?? NO_PROGRESS };
}

/**
 * The academy's categories by title. SQLite orders by bytes; the titles are reference data written
 * capitalised, for which that is the same order a person reads.
 */
export function listAcademyCategories() {
  return db.academyCategory.findMany({ orderBy: { title: "asc" }, select: { id: true, title: true, slug: true } });
}

/** Every course by title, with the user's progress and without steps. */
export async function listCourses(userId: string) {
  const rows = await db.academyCourse.findMany({ orderBy: { title: "asc" }, select: courseSelect(userId) });
  return rows.map(toCourse);
}

/** One course with its steps in order and the user's progress, or null. */
export async function findCourse({ userId, id }: { userId: string; id: string }) {
  const row = await db.academyCourse.findUnique({
    where: { id },
    select: {
      ...courseSelect(userId),
      steps: { orderBy: { order: "asc" }, select: { order: true, title: true, subtitle: true, content: true } },
    },
  });
  if (!row) return null;
  const { steps, ...course } = row;
  return { ...toCourse(course), steps: steps.map((step) => ({ ...step, content: sanitizeArticleHtml(step.content) })) };
}
