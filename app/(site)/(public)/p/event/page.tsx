import { notFound, redirect } from "next/navigation";
import { findEventSlugById } from "@/lib/public/events";
import { loadPublicEventView } from "@/lib/public/event-view";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `/p/event?id=<eventId>` → `/p/event/<slug>`, for links made from an id. Only for an event a
 * visitor could open at its own address; anything else is the same 404 as an unknown id.
 */
export default async function EventByIdPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const eventId = Array.isArray(id) ? id[0] : id;
  const slug = eventId && eventId.length <= 100 ? await findEventSlugById(eventId) : null;
  if (!slug || !(await loadPublicEventView(slug))) notFound();
  // 307, not 308: the slug may still change while the id stays.
  redirect(`/p/event/${slug}`);
}
