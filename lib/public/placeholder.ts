import { EVENT_CATEGORIES, type EventCategory } from "@/lib/events/schema";

// An event without a cover still gets a picture: a gradient of its category's colours, so a list
// of cards reads as a designed page rather than a row of grey boxes.
const GRADIENTS: Record<EventCategory, [string, string]> = {
  conference: ["#4338ca", "#0ea5e9"],
  workshop: ["#0f766e", "#84cc16"],
  meetup: ["#7c3aed", "#ec4899"],
  concert: ["#be123c", "#f97316"],
  festival: ["#c026d3", "#facc15"],
  sports: ["#15803d", "#06b6d4"],
  party: ["#db2777", "#8b5cf6"],
  class: ["#b45309", "#f59e0b"],
  other: ["#334155", "#6366f1"],
};

export function isEventCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/** The CSS background for an event's placeholder cover. */
export function categoryGradient(category: string): string {
  const [from, to] = GRADIENTS[isEventCategory(category) ? category : "other"];
  return `radial-gradient(circle at 85% 115%, rgba(255,255,255,0.22) 0 30%, transparent 31%), radial-gradient(circle at 10% -20%, rgba(255,255,255,0.14) 0 25%, transparent 26%), linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
}
