import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FaqsScreen } from "@/components/apps/help-center/faqs-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("helpCenterApp");
  return { title: `${t("nav.faqs")} · ${t("title")}` };
}

// `#faq-{id}` opens one question (read in the browser, like the FAQs themselves).
export default function HelpCenterFaqsPage() {
  return <FaqsScreen />;
}
