"use client";
import { useTranslations } from "next-intl";
import { useDateFormat } from "@/lib/dates/use-date-format";
import { dueDayAsDate, dueStatus, localDay } from "@/lib/tasks/due-date";
import type { TaskPriority } from "@/lib/tasks/schema";

/** The tick's ring: high priority in the error colour, low in the info colour (as Todoist colours its flags). */
export function priorityColor(priority: TaskPriority): string {
  if (priority === 2) return "error.main";
  if (priority === 0) return "info.main";
  return "text.secondary";
}

export const PRIORITY_KEYS = { 0: "low", 1: "normal", 2: "high" } as const;

/** "Today", "Tomorrow" or the date ("Mon, 2 Dec"), and whether it is overdue. */
export function useDueLabel() {
  const t = useTranslations("tasksApp.due");
  const { format } = useDateFormat();
  return (dueDate: string, now = new Date()) => {
    const status = dueStatus(dueDate, localDay(now));
    const date = dueDayAsDate(dueDate);
    const sameYear = date.getUTCFullYear() === now.getFullYear();
    const text =
      status === "today" || status === "tomorrow"
        ? t(status)
        : format(date, sameYear ? "weekdayDayMonth" : "weekdayDayMonthYear", "UTC");
    return { text, status };
  };
}
