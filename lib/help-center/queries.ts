import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Help center content is shared by everyone; categories and their entries keep the order they
// were written in (`position`).

const faqCategorySelect = {
  id: true,
  slug: true,
  title: true,
  faqs: { orderBy: { position: "asc" }, select: { id: true, categoryId: true, question: true, answer: true } },
} satisfies Prisma.HelpCenterFaqCategorySelect;

/** Lists leave the guides' content out: only the single-guide answer carries it. */
const guideSummarySelect = {
  id: true,
  categoryId: true,
  slug: true,
  title: true,
  subtitle: true,
} satisfies Prisma.HelpCenterGuideSelect;

/** Every FAQ category with its FAQs. */
export function listFaqCategories() {
  return db.helpCenterFaqCategory.findMany({ orderBy: { position: "asc" }, select: faqCategorySelect });
}

/** One FAQ category with its FAQs, or null. */
export function findFaqCategory(slug: string) {
  return db.helpCenterFaqCategory.findUnique({ where: { slug }, select: faqCategorySelect });
}

/** Every guide category with its first `limit` guides, how many those are, and how many it has. */
export async function listGuideCategoryPreviews(limit: number) {
  const categories = await db.helpCenterGuideCategory.findMany({
    orderBy: { position: "asc" },
    select: {
      id: true,
      slug: true,
      title: true,
      _count: { select: { guides: true } },
      guides: { orderBy: { position: "asc" }, take: limit, select: guideSummarySelect },
    },
  });
  return categories.map(({ _count, guides, ...category }) => ({
    ...category,
    visibleGuides: guides.length,
    totalGuides: _count.guides,
    guides,
  }));
}

/** One guide category with all its guides, or null. */
export function findGuideCategory(slug: string) {
  return db.helpCenterGuideCategory.findUnique({
    where: { slug },
    select: { id: true, slug: true, title: true, guides: { orderBy: { position: "asc" }, select: guideSummarySelect } },
  });
}

/** A guide with its content, inside its category as `guides: [guide]`; null when either slug is unknown. */
export async function findGuide({ categorySlug, guideSlug }: { categorySlug: string; guideSlug: string }) {
  const category = await db.helpCenterGuideCategory.findUnique({
    where: { slug: categorySlug },
    select: {
      id: true,
      slug: true,
      title: true,
      guides: { where: { slug: guideSlug }, select: { ...guideSummarySelect, content: true } },
    },
  });
  return category && category.guides.length > 0 ? category : null;
}
