import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeArticleHtml } from "@/lib/help-center/sanitize-content";

// Help center content is shared by everyone; categories and their entries keep the order they
// were written in (`position`). FAQ answers and guide content are HTML shown as markup, so they
// leave here sanitised (lib/help-center/sanitize-content.ts) whatever wrote the rows.

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

type FaqCategoryRow = Prisma.HelpCenterFaqCategoryGetPayload<{ select: typeof faqCategorySelect }>;

function withSafeAnswers(category: FaqCategoryRow): FaqCategoryRow {
  return { ...category, faqs: category.faqs.map((faq) => ({ ...faq, answer: sanitizeArticleHtml(faq.answer) })) };
}

/** Every FAQ category with its FAQs. */
export async function listFaqCategories() {
  const categories = await db.helpCenterFaqCategory.findMany({
    orderBy: { position: "asc" },
    select: faqCategorySelect,
  });
  return categories.map(withSafeAnswers);
}

/** One FAQ category with its FAQs, or null. */
export async function findFaqCategory(slug: string) {
  const category = await db.helpCenterFaqCategory.findUnique({ where: { slug }, select: faqCategorySelect });
  return category && withSafeAnswers(category);
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
  if (!category || category.guides.length === 0) return null;
  return {
    ...category,
    guides: category.guides.map((guide) => ({ ...guide, content: sanitizeArticleHtml(guide.content) })),
  };
}
