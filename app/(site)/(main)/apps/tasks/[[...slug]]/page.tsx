import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TasksScreen } from "@/components/apps/tasks/tasks-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tasksApp"))("title") };
}

/**
 * /apps/tasks and /apps/tasks/{id} (the task's drawer). The screen reads the list in the browser
 * and takes the selected task from the address, so opening and closing the drawer never reloads
 * the list; an id that is not the user's shows "not found" in the drawer.
 */
export default async function TasksPage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug = [] } = await params;
  if (slug.length > 1) notFound();
  return <TasksScreen />;
}
