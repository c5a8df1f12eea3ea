import "server-only";
import { cache } from "react";
import { getPublicEventView, type PublicEventView } from "@/lib/orders/availability";

export type { PublicEventView, PublicTicketType } from "@/lib/orders/availability";

/**
 * The public view of an event (or null), read once per render for both the page and its
 * metadata. Cancelled events are included, so a shared link says "cancelled" instead of 404.
 */
export const loadPublicEventView = cache((slug: string): Promise<PublicEventView | null> =>
  getPublicEventView(slug, { includeCancelled: true }),
);
