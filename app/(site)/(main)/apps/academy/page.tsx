import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AcademyScreen } from "@/components/apps/academy/academy-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("academyApp"))("title") };
}

// `?category=&q=&hideCompleted=1` filter the list; courses are read in the browser (SWR).
export default function AcademyPage() {
  return <AcademyScreen />;
}
