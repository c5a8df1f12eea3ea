import {
  PAYMENT_PROVIDERS,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  type PaymentSort,
  type PaymentStatus,
} from "@/lib/payments/schema";
import { MAX_PERIOD_DAYS, daysBefore, periodProblem } from "@/lib/reports/days";

// What the payments screen shows is kept in the URL (so a link reopens the same view): the period,
// the list's filters, sort and page, and the order open in the drawer. These turn the URL into
// that view and back, and the view into the API's queries, with the API's own lists and period
// rules (lib/payments/schema.ts, lib/reports/days.ts). Days are calendar days (YYYY-MM-DD);
// "today" is the account's today, read by the page on the server.

export const PAGE_SIZES = [25, 50, 100] as const;

export const PERIOD_PRESETS = ["month", "30d", "90d", "year", "all", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type ProviderFilter = (typeof PAYMENT_PROVIDERS)[number];
export type SortDirection = "asc" | "desc";

export type PaymentsView = {
  period: PeriodPreset;
  /** Only for a custom period. */
  from: string;
  to: string;
  status: PaymentStatus | "";
  provider: ProviderFilter | "";
  eventId: string;
  search: string;
  sort: PaymentSort;
  order: SortDirection;
  page: number;
  pageSize: number;
  /** The order open in the drawer. */
  orderId: string;
};

export const DEFAULT_VIEW: PaymentsView = {
  period: "30d",
  from: "",
  to: "",
  status: "",
  provider: "",
  eventId: "",
  search: "",
  sort: "createdAt",
  order: "desc",
  page: 1,
  pageSize: PAGE_SIZES[0],
  orderId: "",
};

/** The URL's name of each part of the view. */
const PARAM: Record<keyof PaymentsView, string> = {
  period: "period",
  from: "from",
  to: "to",
  status: "status",
  provider: "provider",
  eventId: "event",
  search: "q",
  sort: "sort",
  order: "dir",
  page: "page",
  pageSize: "size",
  orderId: "order",
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function shortText(value: string | null, max: number): string {
  return (value ?? "").trim().slice(0, max);
}

/** The view a URL's query describes; anything unknown or malformed falls back to the default. */
export function readView(params: URLSearchParams): PaymentsView {
  const get = (key: keyof PaymentsView) => params.get(PARAM[key]);
  let period = oneOf(PERIOD_PRESETS, get("period")) ?? DEFAULT_VIEW.period;
  const from = get("from") ?? "";
  const to = get("to") ?? "";
  if (period === "custom" && periodProblem(from, to)) period = DEFAULT_VIEW.period;
  const page = Number.parseInt(get("page") ?? "", 10);
  const pageSize = Number.parseInt(get("pageSize") ?? "", 10);
  return {
    period,
    from: period === "custom" ? from : "",
    to: period === "custom" ? to : "",
    status: oneOf(PAYMENT_STATUSES, get("status")) ?? "",
    provider: oneOf(PAYMENT_PROVIDERS, get("provider")) ?? "",
    eventId: shortText(get("eventId"), 64),
    search: shortText(get("search"), 100),
    sort: oneOf(PAYMENT_SORTS, get("sort")) ?? DEFAULT_VIEW.sort,
    order: oneOf(["asc", "desc"] as const, get("order")) ?? DEFAULT_VIEW.order,
    page: page >= 1 && page <= 10_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
    orderId: shortText(get("orderId"), 64),
  };
}

/** The URL query of a view ("" for the default one): defaults are left out, in a stable order. */
export function viewSearch(view: PaymentsView): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof PaymentsView)[]) {
    const value = view[key];
    if (value === "" || value === DEFAULT_VIEW[key]) continue;
    if ((key === "from" || key === "to") && view.period !== "custom") continue;
    search.set(PARAM[key], String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** `view` with `changes`; any change other than the page (or the open order) starts again at page 1. */
export function changeView(view: PaymentsView, changes: Partial<PaymentsView>): PaymentsView {
  const next = { ...view, ...changes };
  const keepsPage = Object.keys(changes).every((key) => key === "page" || key === "orderId");
  return keepsPage ? next : { ...next, page: 1 };
}

export type Days = { from: string; to: string };

/**
 * The days a view covers. `list` is what filters the list (null: every order, "all time");
 * `totals` is what the totals add up, which always needs a period — for "all time" the longest
 * one the API reads, ending today (`isCapped` says so, for the screen to tell).
 */
export function periodDays(view: Pick<PaymentsView, "period" | "from" | "to">, today: string) {
  const lastDays = (count: number): Days => ({ from: daysBefore(today, count - 1), to: today });
  let list: Days | null;
  switch (view.period) {
    case "month":
      list = { from: `${today.slice(0, 7)}-01`, to: today };
      break;
    case "30d":
      list = lastDays(30);
      break;
    case "90d":
      list = lastDays(90);
      break;
    case "year":
      list = { from: `${today.slice(0, 4)}-01-01`, to: today };
      break;
    case "custom":
      list = { from: view.from, to: view.to };
      break;
    case "all":
      list = null;
      break;
  }
  return { list, totals: list ?? lastDays(MAX_PERIOD_DAYS), isCapped: list === null };
}

type Query = Record<string, string | number | undefined>;

/** The query of `GET /api/payments` for a view: its period, filters, sort and page. */
export function listQuery(view: PaymentsView, today: string): Query {
  const { list } = periodDays(view, today);
  return {
    from: list?.from,
    to: list?.to,
    status: view.status || undefined,
    provider: view.provider || undefined,
    eventId: view.eventId || undefined,
    search: view.search || undefined,
    sort: view.sort,
    order: view.order,
    page: view.page,
    pageSize: view.pageSize,
  };
}

/** The CSV export of what the list shows: the same filters, every page. */
export function csvQuery(view: PaymentsView, today: string): Query {
  return { ...listQuery(view, today), page: undefined, pageSize: undefined, format: "csv" };
}

/** Whether the list narrows the orders beyond the period (for "no match" rather than "nothing yet"). */
export function isFiltered(view: PaymentsView): boolean {
  return view.status !== "" || view.provider !== "" || view.eventId !== "" || view.search !== "";
}

/** The direction a click on a column's header asks for: the other one on the sorted column, else its natural first one. */
export function nextSort(view: Pick<PaymentsView, "sort" | "order">, column: PaymentSort) {
  if (view.sort === column) return { sort: column, order: view.order === "asc" ? "desc" : "asc" } as const;
  const firstOrder: SortDirection = column === "buyerName" || column === "reference" ? "asc" : "desc";
  return { sort: column, order: firstOrder } as const;
}
