import { daysBefore, periodProblem } from "@/lib/reports/days";

// What the analytics screen shows is kept in the URL, so a link reopens it: the period (a preset or
// two days), the event it is narrowed to, and the breakdown's tab. These turn the URL's query into
// that view and back. Days are calendar days (YYYY-MM-DD) in the account's time zone; "today" is
// the account's today, read by the page on the server.

export const PERIOD_PRESETS = ["7d", "30d", "90d", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
const PRESET_DAYS: Record<Exclude<PeriodPreset, "custom">, number> = { "7d": 7, "30d": 30, "90d": 90 };

/** The breakdown's tabs: each grouping of the API, and the check-in rate per event (by=event's rows). */
export const BREAKDOWN_TABS = ["event", "ticketType", "source", "medium", "campaign", "ref", "checkIn"] as const;
export type BreakdownTab = (typeof BREAKDOWN_TABS)[number];

export type AnalyticsView = {
  period: PeriodPreset;
  /** Only for a custom period. */
  from: string;
  to: string;
  /** "" for every event of the account. */
  eventId: string;
  tab: BreakdownTab;
};

export const DEFAULT_VIEW: AnalyticsView = { period: "30d", from: "", to: "", eventId: "", tab: "event" };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The view a URL's query describes; anything unknown or malformed falls back to the default. */
export function readView(params: URLSearchParams): AnalyticsView {
  let period = oneOf(PERIOD_PRESETS, params.get("period")) ?? DEFAULT_VIEW.period;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (period === "custom" && periodProblem(from, to)) period = DEFAULT_VIEW.period;
  const eventId = (params.get("event") ?? "").trim();
  return {
    period,
    from: period === "custom" ? from : "",
    to: period === "custom" ? to : "",
    eventId: /^[\w-]{1,64}$/.test(eventId) ? eventId : "",
    tab: oneOf(BREAKDOWN_TABS, params.get("tab")) ?? DEFAULT_VIEW.tab,
  };
}

/** The view as a URL query ("" for the default view), its defaults left out. */
export function viewSearch(view: AnalyticsView): string {
  const params = new URLSearchParams();
  if (view.period !== DEFAULT_VIEW.period) params.set("period", view.period);
  if (view.period === "custom") {
    params.set("from", view.from);
    params.set("to", view.to);
  }
  if (view.eventId) params.set("event", view.eventId);
  if (view.tab !== DEFAULT_VIEW.tab) params.set("tab", view.tab);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The days a view reads: a preset counts back from `today` (included). */
export function periodOf(view: AnalyticsView, today: string): { from: string; to: string } {
  if (view.period === "custom") return { from: view.from, to: view.to };
  return { from: daysBefore(today, PRESET_DAYS[view.period] - 1), to: today };
}
