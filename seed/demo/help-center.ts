import type { Db } from "@/lib/prisma-client";
import { FAQ_CATEGORIES } from "@/seed/data/help-center/faqs";
import { GUIDE_CATEGORIES } from "@/seed/data/help-center/guides";

/**
 * Writes the help center's FAQs and guides, shared by every user. Idempotent: rows are upserted by
 * their natural keys (category slug; FAQ place in its category; guide slug in its category), so a
 * second call changes nothing and a call after the texts were edited brings the rows up to date.
 */
export async function ensureHelpCenterReferenceData(db: Db): Promise<void> {
  await db.$transaction(async (tx) => {
    for (const [position, { slug, title, faqs }] of FAQ_CATEGORIES.entries()) {
      const { id: categoryId } = await tx.helpCenterFaqCategory.upsert({
        where: { slug },
        create: { slug, title, position },
        update: { title, position },
        select: { id: true },
      });
      for (const [faqPosition, { question, answer }] of faqs.entries()) {
        await tx.helpCenterFaq.upsert({
          where: { categoryId_position: { categoryId, position: faqPosition } },
          create: { categoryId, position: faqPosition, question, answer },
          update: { question, answer },
        });
      }
    }
    for (const [position, { slug, title, guides }] of GUIDE_CATEGORIES.entries()) {
      const { id: categoryId } = await tx.helpCenterGuideCategory.upsert({
        where: { slug },
        create: { slug, title, position },
        update: { title, position },
        select: { id: true },
      });
      for (const [guidePosition, guide] of guides.entries()) {
        await tx.helpCenterGuide.upsert({
          where: { categoryId_slug: { categoryId, slug: guide.slug } },
          create: { categoryId, position: guidePosition, ...guide },
          update: { position: guidePosition, title: guide.title, subtitle: guide.subtitle, content: guide.content },
        });
      }
    }
  });
}
