import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenIntro } from "@/components/frame/screen-intro";
import { requireFeature } from "@/lib/flags/require-feature";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.vendors"))("title") };
}

export default async function VendorsPage() {
  await requireFeature("ENABLE_VENDORS");
  return <ScreenIntro screen="vendors" />;
}
