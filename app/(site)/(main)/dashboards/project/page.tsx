import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectScreen } from "@/components/dashboards/project/project-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("projectDashboard"))("title") };
}

// Sample data, the same for every signed-in user, read in the browser (SWR).
export default function ProjectDashboardPage() {
  return <ProjectScreen />;
}
