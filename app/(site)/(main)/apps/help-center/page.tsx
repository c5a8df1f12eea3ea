import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HelpCenterHome } from "@/components/apps/help-center/help-center-home";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("helpCenterApp"))("title") };
}

// The help center's content is read in the browser (SWR): the first paint is the frame and skeletons.
export default function HelpCenterPage() {
  return <HelpCenterHome />;
}
