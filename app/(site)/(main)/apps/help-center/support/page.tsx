import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SupportScreen } from "@/components/apps/help-center/support-screen";
import { requireUser } from "@/lib/auth/require-user";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("helpCenterApp");
  return { title: `${t("nav.support")} · ${t("title")}` };
}

// The form starts with the signed-in user's name and email.
export default async function HelpCenterSupportPage() {
  const user = await requireUser();
  return <SupportScreen defaults={{ name: user.displayName, email: user.email }} />;
}
