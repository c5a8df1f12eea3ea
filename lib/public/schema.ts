import { z } from "zod";
import { trackingSchema } from "@/lib/events/schema";

/** `POST /api/public/events/{slug}/views`: the browser's random visitor id and its tracking parameters. */
export const pageViewSchema = z
  .object({
    visitorId: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    tracking: trackingSchema.optional(),
  })
  .strict();
export type PageViewInput = z.input<typeof pageViewSchema>;

/** An event as the public lists show it (the home page, the API list and host pages). */
export type PublicEventCard = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  coverImage: string | null;
  format: string;
  venueName: string;
  venueCity: string;
  venueCountry: string;
  timezone: string;
  startsAt: Date;
  endsAt: Date;
  currency: string;
  status: string;
  host: { name: string; slug: string | null };
  /** Minor units; null when the event has no ticket types on the page. */
  lowestPrice: number | null;
  isSoldOut: boolean;
};

export type PublicEventPage = { events: PublicEventCard[]; total: number; page: number; pageSize: number };
