// Formatting shared by the order mails: money in the mail's language, event dates in the
// event's own time zone (a buyer travels to the event, so its local time is the one that matters).

/** Integer minor units as money in `locale` (every currency we sell in has two minor digits). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
}

/** "Saturday, 12 December 2026, 19:00 – 22:00 (Europe/Istanbul)": a range collapsed when on one day. */
export function formatEventWhen(event: { startsAt: Date; endsAt: Date; timezone: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: event.timezone });
  return `${format.formatRange(event.startsAt, event.endsAt)} (${event.timezone.replace(/_/g, " ")})`;
}

/** The venue as one line (the country by name, in `locale`), or null for an online-only event. */
export function formatVenue(
  event: { format: string; venueName: string; venueAddress: string; venueCity: string; venueCountry: string },
  locale: string,
): string | null {
  if (event.format === "online") return null;
  const parts = [event.venueName, event.venueAddress, event.venueCity, regionName(event.venueCountry, locale)]
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Plain text with its line breaks kept, for HTML (the host's payment instructions). */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

function regionName(code: string, locale: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
