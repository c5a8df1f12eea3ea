import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { loadHostEvent } from "@/app/(site)/(main)/pages/events/_data/load-host-event";
import { EventScreen } from "@/components/events/event-screen";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await loadHostEvent((await params).id);
  return { title: event?.title ?? (await getTranslations("pages.events"))("title") };
}

/**
 * /pages/events/[id]?tab=overview|tickets|promo-codes|orders|attendees|check-in. The event is read
 * here for the first paint (an event of another account is a 404, as in the API); each tab reads
 * its own data in the browser.
 */
export default async function EventPage({ params }: { params: Params }) {
  const event = await loadHostEvent((await params).id);
  if (!event) notFound();
  return <EventScreen initialEvent={event} />;
}
