import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenIntro } from "@/components/frame/screen-intro";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.example"))("title") };
}

export default function ExamplePage() {
  return <ScreenIntro screen="example" />;
}
