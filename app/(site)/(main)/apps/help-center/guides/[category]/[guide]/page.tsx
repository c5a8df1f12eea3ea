import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuideScreen } from "@/components/apps/help-center/guide-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("helpCenterApp");
  return { title: `${t("nav.guides")} · ${t("title")}` };
}

// An unknown category or guide shows the screen's "not found" state with a way back.
export default async function HelpCenterGuidePage({
  params,
}: {
  params: Promise<{ category: string; guide: string }>;
}) {
  const { category, guide } = await params;
  return <GuideScreen key={`${category}/${guide}`} categorySlug={category} guideSlug={guide} />;
}
