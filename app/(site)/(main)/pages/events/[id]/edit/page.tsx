import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EventEditorScreen } from "@/components/events/event-editor";
import { eventValues } from "@/components/events/event-form";
import { loadHostEvent } from "@/app/(site)/(main)/pages/events/_data/load-host-event";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [event, t] = await Promise.all([loadHostEvent((await params).id), getTranslations("events.editor")]);
  return { title: event ? `${t("editTitle")}: ${event.title}` : t("editTitle") };
}

/** The editor starts from the stored event, read here so the form is filled on first paint. */
export default async function EditEventPage({ params }: { params: Params }) {
  const event = await loadHostEvent((await params).id);
  if (!event) notFound();
  const { id, title, status, ended, hasOrders, slug } = event;
  return <EventEditorScreen initialValues={eventValues(event)} event={{ id, title, status, ended, hasOrders, slug }} />;
}
