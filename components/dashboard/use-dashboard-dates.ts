"use client";
import { useLocale } from "next-intl";
import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { dateKey, type DateLabels, type DateRequest } from "@/components/dashboard/date-requests";

// date-fns (~12 kB) is not part of the dashboard's first load (issue 17): the first figures come
// with their dates formatted on the server (`labels`), and the formatter loads right after the
// first paint, for the figures SWR reads again. Until it is there the screen keeps showing the
// server's figures (DashboardScreen), so a date never shows blank or differs from the server's.

type Formatter = (request: DateRequest, locale: string) => string;

let loaded: { format: Formatter } | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadFormatter(): Promise<void> {
  loading ??= import("@/components/dashboard/dashboard-dates").then((module) => {
    loaded = { format: module.formatDashboardDate };
    listeners.forEach((listener) => listener());
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser can format any date now; false on the server and while hydrating. */
export function useDateFormatterReady(): boolean {
  const isReady = useSyncExternalStore(
    subscribe,
    () => loaded !== null,
    () => false,
  );
  useEffect(() => {
    void loadFormatter().catch(() => {
      // Offline: the server's labels stay; the next reading of the page tries again.
      loading = null;
    });
  }, []);
  return isReady;
}

export type DashboardDates = {
  shortDay: (day: string) => string;
  longDay: (day: string) => string;
  relative: (iso: string, now: string) => string;
  dateTime: (iso: string, timeZone: string) => string;
  eventRange: (startsAt: string, endsAt: string, timeZone: string) => string;
  badgeDay: (iso: string, timeZone: string) => string;
  badgeMonth: (iso: string, timeZone: string) => string;
};

/** The screen's dates: formatted in the browser once date-fns is there, else the server's labels. */
export function useDashboardDateFormats(labels: DateLabels, isReady: boolean): DashboardDates {
  const locale = useLocale();
  const text = (request: DateRequest) =>
    isReady && loaded ? loaded.format(request, locale) : (labels[dateKey(request)] ?? "");
  return {
    shortDay: (day) => text({ kind: "shortDay", day }),
    longDay: (day) => text({ kind: "longDay", day }),
    relative: (iso, now) => text({ kind: "relative", iso, now }),
    dateTime: (iso, timeZone) => text({ kind: "dateTime", iso, timeZone }),
    eventRange: (startsAt, endsAt, timeZone) => text({ kind: "eventRange", startsAt, endsAt, timeZone }),
    badgeDay: (iso, timeZone) => text({ kind: "badgeDay", iso, timeZone }),
    badgeMonth: (iso, timeZone) => text({ kind: "badgeMonth", iso, timeZone }),
  };
}

export const DashboardDatesContext = createContext<DashboardDates | null>(null);

/** The dashboard's dates, inside DashboardScreen. */
export function useDashboardDates(): DashboardDates {
  const dates = useContext(DashboardDatesContext);
  if (!dates) throw new Error("useDashboardDates needs DashboardScreen's DashboardDatesContext.");
  return dates;
}
