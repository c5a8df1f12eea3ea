import type { HostEvent } from "@/components/events/types";

// Apart from components/events/format.ts (which formats dates through date-fns), so a screen
// that only names the venue eagerly, the dashboard, does not load date-fns for it (issue 17).

/** Where the event happens, as one line: "Hall, City" / "" (online events say so themselves). */
export function venueLine(event: Pick<HostEvent, "venueName" | "venueCity"> & { venueAddress?: string }): string {
  return [event.venueName, event.venueCity].filter(Boolean).join(", ") || (event.venueAddress ?? "");
}
