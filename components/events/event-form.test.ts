import {
  checkEventValues,
  eventValues,
  isBlankHtml,
  newEventValues,
  proposedSlug,
  shiftEnd,
  toEventInput,
} from "@/components/events/event-form";
import type { HostEvent } from "@/components/events/types";
import { createEventSchema, updateEventSchema } from "@/lib/events/schema";

const now = new Date("2025-05-10T08:17:00Z");

describe("the event editor's values", () => {
  it("starts a new event a week ahead on a full hour, two hours long, in the chosen zone", () => {
    const values = newEventValues({ timezone: "Europe/Bucharest", currency: "RON", now });
    expect(values.startsLocal).toBe("2025-05-17T12:00");
    expect(values.endsLocal).toBe("2025-05-17T14:00");
    expect(values.currency).toBe("RON");
  });

  it("starts where the calendar's slot says", () => {
    const values = newEventValues({
      timezone: "America/New_York",
      currency: "USD",
      startsAt: "2025-06-01T14:00:00.000Z",
      endsAt: "2025-06-01T15:30:00.000Z",
      now,
    });
    expect(values.startsLocal).toBe("2025-06-01T10:00");
    expect(values.endsLocal).toBe("2025-06-01T11:30");
    const badEnd = newEventValues({
      timezone: "UTC",
      currency: "USD",
      startsAt: "2025-06-01T14:00:00.000Z",
      endsAt: "2025-06-01T13:00:00.000Z",
      now,
    });
    expect(badEnd.endsLocal).toBe("2025-06-01T16:00");
  });

  it("turns the inputs into a body the shared schema accepts, dates in the event's zone", () => {
    const values = {
      ...newEventValues({ timezone: "Europe/Bucharest", currency: "RON", now }),
      title: "Jazz night",
      capacity: "120",
      startsLocal: "2025-07-01T20:00",
      endsLocal: "2025-07-01T23:00",
    };
    const parsed = createEventSchema.parse(toEventInput(values));
    expect(parsed.startsAt.toISOString()).toBe("2025-07-01T17:00:00.000Z");
    expect(parsed.endsAt.toISOString()).toBe("2025-07-01T20:00:00.000Z");
    expect(parsed.capacity).toBe(120);
    expect(parsed.reservationMinutes).toBe(15);
    expect(parsed.slug).toBeUndefined();
    expect(parsed.coverImage).toBeNull();
  });

  it("empties what the format does not use", () => {
    const base = {
      ...newEventValues({ timezone: "UTC", currency: "EUR", now }),
      title: "x",
      venueName: "Hall",
      venueCity: "Cluj",
      onlineUrl: "https://meet.example.com/a",
    };
    expect(toEventInput({ ...base, format: "online" })).toMatchObject({
      venueName: "",
      venueCity: "",
      onlineUrl: "https://meet.example.com/a",
    });
    expect(toEventInput({ ...base, format: "in-person" })).toMatchObject({ venueName: "Hall", onlineUrl: null });
    expect(toEventInput({ ...base, format: "hybrid" })).toMatchObject({
      venueName: "Hall",
      onlineUrl: "https://meet.example.com/a",
    });
    expect(
      toEventInput({ ...base, paymentMethod: "stripe", offlinePaymentInstructions: "IBAN" }).offlinePaymentInstructions,
    ).toBe("");
  });

  it("lets the schema report typed mistakes at their fields", () => {
    const values = {
      ...newEventValues({ timezone: "UTC", currency: "EUR", now }),
      capacity: "12.5",
      reservationMinutes: "abc",
      startsLocal: "2025-07-01T20:00",
      endsLocal: "2025-07-01T19:00",
      slug: "Bad Slug!",
    };
    const result = checkEventValues(values, createEventSchema);
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(errors).toMatchObject({
      title: "required",
      capacity: "wholeNumber",
      endsLocal: "endsBeforeStart",
      slug: "slugInvalid",
    });
    expect(errors.reservationMinutes).toBeDefined();
  });

  it("reads a stored event back in its own zone and round-trips it", () => {
    const event = {
      id: "e1",
      slug: "jazz-night",
      title: "Jazz night",
      summary: "",
      description: "<p>Hi</p>",
      category: "concert",
      coverImage: null,
      format: "in-person",
      venueName: "Hall",
      venueAddress: "",
      venueCity: "Cluj",
      venueCountry: "RO",
      onlineUrl: null,
      timezone: "Europe/Bucharest",
      startsAt: "2025-07-01T17:00:00.000Z",
      endsAt: "2025-07-01T20:00:00.000Z",
      status: "draft",
      visibility: "public",
      currency: "RON",
      capacity: null,
      paymentMethod: "offline",
      offlinePaymentInstructions: "",
      reservationMinutes: 15,
      paymentDueDays: 3,
    } as unknown as HostEvent;
    const values = eventValues(event);
    expect(values.startsLocal).toBe("2025-07-01T20:00");
    const parsed = updateEventSchema.parse(toEventInput(values));
    expect(parsed.startsAt?.toISOString()).toBe(event.startsAt);
    expect(parsed.capacity).toBeNull();
  });

  it("proposes the server's slug for a title", () => {
    expect(proposedSlug("Şcoala de vară: Cluj 2025")).toBe("scoala-de-vara-cluj-2025");
    expect(proposedSlug("İstanbul Kahve Günü")).toBe("istanbul-kahve-gunu");
    expect(proposedSlug("  ")).toBe("");
  });

  it("keeps the event's length when the start moves", () => {
    expect(shiftEnd("2025-07-01T20:00", "2025-07-02T18:30", "2025-07-01T23:00", "Europe/Bucharest")).toBe(
      "2025-07-02T21:30",
    );
    expect(shiftEnd("", "2025-07-02T18:30", "2025-07-01T23:00", "UTC")).toBe("2025-07-01T23:00");
  });

  it("knows an empty rich-text box", () => {
    expect(isBlankHtml("<p><br></p>")).toBe(true);
    expect(isBlankHtml("<p>&nbsp;</p>")).toBe(true);
    expect(isBlankHtml("<p>Hi</p>")).toBe(false);
  });
});
