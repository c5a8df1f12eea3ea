import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenIntro } from "@/components/frame/screen-intro";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.calendar"))("title") };
}

export default function CalendarPage() {
  return <ScreenIntro screen="calendar" />;
}
