import { newEventHref, newEventSlot } from "@/lib/calendar/new-event-slot";

// Local dates on purpose: the calendar hands over the viewer's local midnight for whole days.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("newEventSlot", () => {
  it("gives a clicked day an evening slot of two hours", () => {
    expect(newEventSlot({ start: local(2026, 5, 14), end: local(2026, 5, 15), allDay: true })).toEqual({
      startsAt: local(2026, 5, 14, 18),
      endsAt: local(2026, 5, 14, 20),
    });
    expect(newEventSlot({ start: local(2026, 5, 14), allDay: true }).endsAt).toEqual(local(2026, 5, 14, 20));
  });

  it("spans a multi-day selection to its last day", () => {
    expect(newEventSlot({ start: local(2026, 5, 14), end: local(2026, 5, 17), allDay: true })).toEqual({
      startsAt: local(2026, 5, 14, 18),
      endsAt: local(2026, 5, 16, 20),
    });
  });

  it("keeps a selected time range and makes a single click one hour", () => {
    expect(newEventSlot({ start: local(2026, 5, 14, 9), end: local(2026, 5, 14, 12, 30), allDay: false })).toEqual({
      startsAt: local(2026, 5, 14, 9),
      endsAt: local(2026, 5, 14, 12, 30),
    });
    expect(
      newEventSlot({ start: local(2026, 5, 14, 9), end: local(2026, 5, 14, 9, 30), allDay: false }).endsAt,
    ).toEqual(local(2026, 5, 14, 10));
    expect(newEventSlot({ start: local(2026, 5, 14, 9), allDay: false }).endsAt).toEqual(local(2026, 5, 14, 10));
  });
});

describe("newEventHref", () => {
  it("points the editor at the slot in UTC ISO form", () => {
    const href = newEventHref({ start: local(2026, 5, 14, 9), end: local(2026, 5, 14, 11), allDay: false });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/pages/events/new");
    expect(new Date(url.searchParams.get("startsAt")!)).toEqual(local(2026, 5, 14, 9));
    expect(url.searchParams.get("endsAt")).toMatch(/Z$/);
  });
});
