import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EventsListScreen } from "@/components/events/events-list-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.events"))("title") };
}

// The list reads its data in the browser (SWR, keyed by the URL's tab, search, sort and page);
// the first paint is the heading, the tabs and skeleton rows.
export default function EventsPage() {
  return <EventsListScreen />;
}
