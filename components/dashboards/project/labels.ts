"use client";
import { useTranslations } from "next-intl";

// The project dashboard's closed sets (weekdays, task areas, budget types, series names) come
// in English from the API; their words are in `projectDashboard`. A value the messages do not
// know (new sample data) shows as it is.

export function useProjectLabels() {
  const t = useTranslations("projectDashboard");
  // Keys built from data: looked up untyped, checked with `has` first.
  const loose = t as unknown as { (key: string): string; has(key: string): boolean };
  const known = (group: string, value: string) => {
    const key = `${group}.${value}`;
    return loose.has(key) ? loose(key) : value;
  };
  return {
    t,
    weekday: (value: string) => known("weekdays", value),
    weekdayLong: (value: string) => known("weekdaysLong", value),
    area: (value: string) => known("areas", value),
    budgetType: (value: string) => known("budgetTypes", value),
  };
}
