import type { EventHost, EventWhereWhen } from "@/lib/events/event-fields";
import { isoInTimeZone } from "@/lib/public/format";

// schema.org `Event` for the event page, so search engines and link previews understand it.
// Pure: the page passes the public view and the app's address.

type Instant = Date | string;

export type JsonLdEventInput = {
  event: {
    slug: string;
    title: string;
    summary: string;
    description: string;
    coverImage: string | null;
  } & EventWhereWhen<Instant> & {
      currency: string;
      status: string;
      host: EventHost;
    };
  ticketTypes: { name: string; price: number; currency: string; available: number; salesStartAt: Instant | null }[];
};

const ATTENDANCE_MODES: Record<string, string> = {
  "in-person": "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
};

/** An image address a crawler can fetch: site paths made absolute; inline data URLs left out. */
export function absoluteImageUrl(image: string | null, appUrl: string): string | undefined {
  if (!image) return undefined;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith("/")) return `${appUrl}${image}`;
  return undefined;
}

/** Plain text of sanitised HTML, for the description field. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

/** Minor units as schema.org's decimal price: 1250 → "12.50". */
export function decimalPrice(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

export function buildEventJsonLd({ event, ticketTypes }: JsonLdEventInput, appUrl: string): Record<string, unknown> {
  const eventUrl = `${appUrl}/p/event/${event.slug}`;
  const place = {
    "@type": "Place",
    name: event.venueName || event.venueCity || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: event.venueAddress || undefined,
      addressLocality: event.venueCity || undefined,
      addressCountry: event.venueCountry || undefined,
    },
  };
  // The meeting link is for ticket holders only; the virtual location points at the event page.
  const virtual = { "@type": "VirtualLocation", url: eventUrl };
  const location = event.format === "online" ? virtual : event.format === "hybrid" ? [place, virtual] : place;
  const image = absoluteImageUrl(event.coverImage, appUrl);
  const description = event.summary || htmlToText(event.description);

  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    url: eventUrl,
    startDate: isoInTimeZone(event.startsAt, event.timezone),
    endDate: isoInTimeZone(event.endsAt, event.timezone),
    eventStatus:
      event.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: ATTENDANCE_MODES[event.format] ?? ATTENDANCE_MODES["in-person"],
    location,
    ...(image ? { image: [image] } : {}),
    ...(description ? { description } : {}),
    organizer: {
      "@type": "Organization",
      name: event.host.name,
      ...(event.host.slug ? { url: `${appUrl}/p/hosts/${event.host.slug}` } : {}),
    },
    offers: ticketTypes.map((ticket) => ({
      "@type": "Offer",
      name: ticket.name,
      price: decimalPrice(ticket.price),
      priceCurrency: ticket.currency || event.currency,
      availability: ticket.available > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: eventUrl,
      ...(ticket.salesStartAt ? { validFrom: isoInTimeZone(ticket.salesStartAt, event.timezone) } : {}),
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. "<" is escaped so a title such as
 * "</script><script>…" cannot end the script element early; U+2028/9 for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
