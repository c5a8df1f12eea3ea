import type { Db, Tx } from "@/lib/prisma-client";
import { ACADEMY_CATEGORIES, ACADEMY_COURSES } from "@/seed/data/academy/courses";
import { escapeHtml } from "@/lib/text/html";
import { insertRows } from "@/seed/demo/insert-rows";

/** A new account's progress in the sample courses, by course slug. */
const SAMPLE_PROGRESS: Record<string, { currentStep: number; completed: number }> = {
  "planning-your-first-event": { currentStep: 3, completed: 0 },
  "running-a-smooth-check-in": { currentStep: 7, completed: 1 },
  "understanding-payouts-and-fees": { currentStep: 0, completed: 2 },
};

/**
 * Writes the academy's categories, courses and steps, shared by every user. Idempotent: rows are
 * upserted by their natural keys (slugs; a step's place in its course).
 */
export async function ensureAcademyReferenceData(db: Db): Promise<void> {
  await db.$transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const { slug, title } of ACADEMY_CATEGORIES) {
      const { id } = await tx.academyCategory.upsert({
        where: { slug },
        create: { slug, title },
        update: { title },
        select: { id: true },
      });
      categoryIds.set(slug, id);
    }
    for (const { steps, category, updatedAt, ...course } of ACADEMY_COURSES) {
      const categoryId = categoryIds.get(category);
      if (!categoryId) throw new Error(`The course ${course.slug} names an unknown category ${category}.`);
      const fields = { ...course, categoryId, updatedAt: new Date(updatedAt) };
      const { id: courseId } = await tx.academyCourse.upsert({
        where: { slug: course.slug },
        create: fields,
        update: fields,
        select: { id: true },
      });
      for (const [order, [title, subtitle, body]] of steps.entries()) {
        const step = { title, subtitle, content: `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p>` };
        await tx.academyCourseStep.upsert({
          where: { courseId_order: { courseId, order } },
          create: { courseId, order, ...step },
          update: step,
        });
      }
    }
  });
}

/**
 * Writes this user's progress in a few sample courses. Needs the courses
 * (ensureAcademyReferenceData) to exist first; courses that are missing are skipped.
 */
export async function seedAcademyForUser(tx: Tx, userId: string): Promise<void> {
  const courses = await tx.academyCourse.findMany({
    where: { slug: { in: Object.keys(SAMPLE_PROGRESS) } },
    select: { id: true, slug: true },
  });
  await insertRows(tx, "AcademyCourseProgress", {
    data: courses.map(({ id, slug }) => ({ userId, courseId: id, ...SAMPLE_PROGRESS[slug] })),
  });
}
