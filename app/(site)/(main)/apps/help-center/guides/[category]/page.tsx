import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuideCategoryScreen } from "@/components/apps/help-center/guide-category-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("helpCenterApp");
  return { title: `${t("nav.guides")} · ${t("title")}` };
}

// An unknown category shows the screen's "not found" state with a way back (read in the browser).
export default async function HelpCenterGuideCategoryPage({ params }: { params: Promise<{ category: string }> }) {
  const { category } = await params;
  return <GuideCategoryScreen categorySlug={category} />;
}
