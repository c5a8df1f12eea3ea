import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuidesScreen } from "@/components/apps/help-center/guides-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("helpCenterApp");
  return { title: `${t("nav.guides")} · ${t("title")}` };
}

export default function HelpCenterGuidesPage() {
  return <GuidesScreen />;
}
