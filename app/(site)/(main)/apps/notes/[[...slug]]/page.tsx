import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NotesScreen } from "@/components/apps/notes/notes-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notesApp"))("title") };
}

// /apps/notes, /apps/notes/{reminders|archive|labelSlug}; `?note={id}` opens a note. The notes and
// labels are read in the browser (SWR), so the first paint is the frame and skeleton cards.
export default async function NotesPage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  if (slug && slug.length > 1) notFound();
  return <NotesScreen segment={slug?.[0]} />;
}
