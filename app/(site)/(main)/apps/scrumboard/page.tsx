import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BoardsScreen } from "@/components/apps/scrumboard/boards-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("scrumboardApp.boards"))("title") };
}

// The boards are read in the browser (SWR); the first paint is the header and skeleton cards.
export default function ScrumboardPage() {
  return <BoardsScreen />;
}
