import type { HostEvent } from "@/components/events/types";
import type { CreateEventInput, EventCategory, EventFormat, EventVisibility } from "@/lib/events/schema";
import { slugifyTitle } from "@/lib/events/slug";
import { DEFAULT_PAYMENT_DUE_DAYS } from "@/lib/orders/payment-deadline";
import { fromZonedInput, toZonedInput, zonedInputToIso } from "@/lib/events/zoned-time";

// The event editor's state is what the inputs hold (text, wall-clock dates in the event's zone);
// `toEventInput` turns it into the API's body, which the same zod schema as the server's checks.

export type EditorValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  category: EventCategory;
  coverImage: string;
  format: EventFormat;
  venueName: string;
  venueAddress: string;
  venueCity: string;
  venueCountry: string;
  onlineUrl: string;
  timezone: string;
  /** "YYYY-MM-DDTHH:mm" in `timezone`. */
  startsLocal: string;
  endsLocal: string;
  visibility: EventVisibility;
  currency: string;
  capacity: string;
  paymentMethod: "offline" | "stripe";
  offlinePaymentInstructions: string;
  /** Days an offline order may await its payment; shown (and sent) only for offline payment. */
  paymentDueDays: string;
  reservationMinutes: string;
};

export type EditorField = keyof EditorValues;

const HOUR = 3_600_000;

/** The next full hour a week from `now`, a common starting point for a new event. */
function defaultStart(now: Date): Date {
  const start = new Date(now.getTime() + 7 * 24 * HOUR);
  start.setUTCMinutes(0, 0, 0);
  return new Date(start.getTime() + HOUR);
}

/**
 * A new event's values. `startsAt`/`endsAt` (ISO) come from the calendar's "click an empty slot";
 * without an end the event lasts two hours.
 */
export function newEventValues({
  timezone,
  currency,
  startsAt,
  endsAt,
  now = new Date(),
}: {
  timezone: string;
  currency: string;
  startsAt?: string | null;
  endsAt?: string | null;
  now?: Date;
}): EditorValues {
  const requestedStart = startsAt ? new Date(startsAt) : null;
  const start = requestedStart && !Number.isNaN(requestedStart.getTime()) ? requestedStart : defaultStart(now);
  const requestedEnd = endsAt ? new Date(endsAt) : null;
  const end =
    requestedEnd && !Number.isNaN(requestedEnd.getTime()) && requestedEnd > start
      ? requestedEnd
      : new Date(start.getTime() + 2 * HOUR);
  return {
    title: "",
    slug: "",
    summary: "",
    description: "",
    category: "other",
    coverImage: "",
    format: "in-person",
    venueName: "",
    venueAddress: "",
    venueCity: "",
    venueCountry: "",
    onlineUrl: "",
    timezone,
    startsLocal: toZonedInput(start, timezone),
    endsLocal: toZonedInput(end, timezone),
    visibility: "public",
    currency,
    capacity: "",
    paymentMethod: "offline",
    offlinePaymentInstructions: "",
    paymentDueDays: String(DEFAULT_PAYMENT_DUE_DAYS),
    reservationMinutes: "15",
  };
}

/** A stored event's values, its dates in its own time zone. */
export function eventValues(event: HostEvent): EditorValues {
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    description: event.description,
    category: event.category,
    coverImage: event.coverImage ?? "",
    format: event.format,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    venueCity: event.venueCity,
    venueCountry: event.venueCountry,
    onlineUrl: event.onlineUrl ?? "",
    timezone: event.timezone,
    startsLocal: toZonedInput(event.startsAt, event.timezone),
    endsLocal: toZonedInput(event.endsAt, event.timezone),
    visibility: event.visibility,
    currency: event.currency,
    capacity: event.capacity === null ? "" : String(event.capacity),
    paymentMethod: event.paymentMethod,
    offlinePaymentInstructions: event.offlinePaymentInstructions,
    paymentDueDays: String(event.paymentDueDays),
    reservationMinutes: String(event.reservationMinutes),
  };
}

/** The slug the editor proposes for a title (the server's own rule), empty while there is no title. */
export function proposedSlug(title: string): string {
  return title.trim() === "" ? "" : slugifyTitle(title);
}

/** A whole number typed into a field; anything else is NaN, which the schema refuses. */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An empty "rich text" editor still holds markup such as "<p><br></p>"; that is no description. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|\u00a0/g, "")
      .trim() === ""
  );
}

/**
 * The body of POST /api/events (and of PATCH, which takes the same fields). Fields the chosen
 * format does not use are emptied, so an online event keeps no stale address.
 */
export function toEventInput(values: EditorValues): CreateEventInput {
  const isOnline = values.format === "online";
  const isInPerson = values.format === "in-person";
  const slug = values.slug.trim();
  return {
    title: values.title,
    ...(slug ? { slug } : {}),
    summary: values.summary,
    description: isBlankHtml(values.description) ? "" : values.description,
    category: values.category,
    coverImage: values.coverImage.trim() || null,
    format: values.format,
    venueName: isOnline ? "" : values.venueName,
    venueAddress: isOnline ? "" : values.venueAddress,
    venueCity: isOnline ? "" : values.venueCity,
    venueCountry: isOnline ? "" : values.venueCountry,
    onlineUrl: isInPerson ? null : values.onlineUrl.trim() || null,
    timezone: values.timezone,
    // A wall clock that is not a date stays as typed, so the schema says "Enter a valid date and time".
    startsAt: zonedInputToIso(values.startsLocal, values.timezone) ?? values.startsLocal,
    endsAt: zonedInputToIso(values.endsLocal, values.timezone) ?? values.endsLocal,
    visibility: values.visibility,
    currency: values.currency as CreateEventInput["currency"],
    capacity: values.capacity.trim() === "" ? null : wholeNumber(values.capacity),
    paymentMethod: values.paymentMethod,
    offlinePaymentInstructions: values.paymentMethod === "offline" ? values.offlinePaymentInstructions : "",
    // Hidden for card payments: then the stored deadline stays as it is (a new event gets the default).
    ...(values.paymentMethod === "offline" ? { paymentDueDays: wholeNumber(values.paymentDueDays) } : {}),
    reservationMinutes: wholeNumber(values.reservationMinutes),
  };
}

/** Which editor field an issue's path names (the API's startsAt is the editor's startsLocal). */
export function fieldOfPath(path: readonly PropertyKey[]): EditorField | null {
  const [head] = path;
  if (head === "startsAt") return "startsLocal";
  if (head === "endsAt") return "endsLocal";
  return typeof head === "string" && head in FIELD_ORDER ? (head as EditorField) : null;
}

/** The fields in the order the editor shows them: the first with an error gets the focus. */
export const FIELD_ORDER: Record<EditorField, number> = {
  title: 0,
  slug: 1,
  summary: 2,
  description: 3,
  category: 4,
  coverImage: 5,
  startsLocal: 6,
  endsLocal: 7,
  timezone: 8,
  format: 9,
  venueName: 10,
  venueAddress: 11,
  venueCity: 12,
  venueCountry: 13,
  onlineUrl: 14,
  visibility: 15,
  currency: 16,
  capacity: 17,
  paymentMethod: 18,
  offlinePaymentInstructions: 19,
  paymentDueDays: 20,
  reservationMinutes: 21,
};

/** Issues → one message key (or text) per field, the first issue of each field winning. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<EditorField, string>> {
  const found: Partial<Record<EditorField, string>> = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** The new end when the start moves: the event keeps its length. */
export function shiftEnd(previousStart: string, nextStart: string, end: string, timezone: string): string {
  const before = fromZonedInput(previousStart, timezone);
  const after = fromZonedInput(nextStart, timezone);
  const ending = fromZonedInput(end, timezone);
  if (!before || !after || !ending) return end;
  return toZonedInput(new Date(ending.getTime() + (after.getTime() - before.getTime())), timezone);
}

/**
 * Checks the values with the API's schema. Zod runs the object's cross-field rule (the end after
 * the start) only once every field is valid; the editor says it at once, with the other errors.
 */
export function checkEventValues<Output>(
  values: EditorValues,
  schema: {
    safeParse: (
      input: unknown,
    ) =>
      | { success: true; data: Output }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): { ok: true; data: Output } | { ok: false; errors: Partial<Record<EditorField, string>> } {
  const result = schema.safeParse(toEventInput(values));
  if (result.success) return { ok: true, data: result.data };
  const errors = issuesByField(result.error.issues);
  const start = fromZonedInput(values.startsLocal, values.timezone);
  const end = fromZonedInput(values.endsLocal, values.timezone);
  if (!errors.endsLocal && start && end && end <= start) errors.endsLocal = "endsBeforeStart";
  // Text that is no number reaches the schema as NaN, which zod reports in its own words.
  for (const field of ["capacity", "reservationMinutes", "paymentDueDays"] as const) {
    if (errors[field] && values[field].trim() !== "" && !/^\d+$/.test(values[field].trim()))
      errors[field] = "wholeNumber";
  }
  for (const field of ["reservationMinutes", "paymentDueDays"] as const) {
    if (errors[field] && values[field].trim() === "") errors[field] = "required";
  }
  return { ok: false, errors };
}
