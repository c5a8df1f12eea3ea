import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CourseScreen } from "@/components/apps/academy/course-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("academyApp"))("title") };
}

// The course opens at the user's saved step; an unknown id shows the screen's "not found" state.
export default async function AcademyCoursePage({ params }: { params: Promise<{ courseId: string }> }) {
  const { courseId } = await params;
  return <CourseScreen key={courseId} courseId={courseId} />;
}
