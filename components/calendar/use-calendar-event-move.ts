"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { CalendarNoticeMessage } from "@/components/calendar/calendar-notice";
import { useConfirm } from "@/components/ui/confirmation";
import type { CalendarEvent } from "@/lib/calendar/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";

function moveFailureText(failure: unknown, t: ReturnType<typeof useTranslations<"calendar">>): string {
  if (failure instanceof ApiRequestError) {
    if (failure.status === 404) return t("move.gone");
    if (failure.status === 403) return t("move.forbidden");
  }
  return t("move.failed");
}

/**
 * Moving an event by drag and drop: asks first when buyers hold tickets, saves the new times, and
 * puts the event back where it was when the user declines or the save fails. Either way the
 * calendar's data is reloaded and the outcome is the notice to show.
 */
export function useCalendarEventMove(reload: () => unknown) {
  const t = useTranslations("calendar");
  const confirm = useConfirm();
  const [notice, setNotice] = useState<CalendarNoticeMessage | null>(null);

  const onMove = useCallback(
    async (
      event: CalendarEvent,
      { startsAt, endsAt, revert }: { startsAt: Date; endsAt: Date; revert: () => void },
    ) => {
      if (event.ordersCount > 0) {
        const isConfirmed = await confirm({
          title: t("move.title"),
          message: t("move.message", { count: event.ordersCount }),
          actions: { confirm: { label: t("move.confirm") } },
        });
        if (!isConfirmed) {
          revert();
          return;
        }
      }
      try {
        await apiFetch(
          `/api/events/${event.id}`,
          jsonBody("PATCH", { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
        );
        setNotice({ severity: "success", text: t("move.done", { title: event.title }) });
      } catch (failure) {
        revert();
        setNotice({ severity: "error", text: moveFailureText(failure, t) });
      }
      void reload();
    },
    [confirm, reload, t],
  );

  return { notice, clearNotice: () => setNotice(null), onMove };
}
