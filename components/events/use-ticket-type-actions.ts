"use client";
import { useTranslations } from "next-intl";
import type { KeyedMutator } from "swr";
import { useFeedback } from "@/components/events/feedback";
import type { TicketType } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { eventUrl, useRefreshEvents } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The id of a ticket type's move button, which the focus follows after a move. */
export const moveButtonId = (direction: "up" | "down", ticketTypeId: string) => `move-${direction}-${ticketTypeId}`;

/**
 * Moving a ticket type up or down (shown at once, undone if the API refuses) and deleting one
 * (after asking). `mutate` is the ticket types' SWR cache, which the move updates in place.
 */
export function useTicketTypeActions(
  eventId: string,
  ticketTypes: TicketType[] | undefined,
  mutate: KeyedMutator<{ ticketTypes: TicketType[] }>,
) {
  const t = useTranslations("events");
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const errorText = useApiErrorText();

  async function move(index: number, direction: -1 | 1) {
    if (!ticketTypes) return;
    const reordered = moved(ticketTypes, index, direction).map((ticketType, position) => ({ ...ticketType, position }));
    const movedId = ticketTypes[index].id;
    try {
      await mutate(
        async () =>
          apiFetch<{ ticketTypes: TicketType[] }>(
            eventUrl(eventId, "/ticket-types/reorder"),
            jsonBody("POST", { ids: reordered.map((ticketType) => ticketType.id) }),
          ),
        { optimisticData: { ticketTypes: reordered }, rollbackOnError: true, revalidate: false },
      );
      void refresh(eventId);
    } catch (reorderError) {
      notify(errorText(reorderError, t("tickets.reorderFailed")), "error");
    }
    // Keyboard users keep their place: the focus follows the moved row (to the other arrow at an end).
    requestAnimationFrame(() => {
      const newIndex = index + direction;
      const sameDirection = document.getElementById(
        moveButtonId(direction < 0 ? "up" : "down", movedId),
      ) as HTMLButtonElement | null;
      const target =
        sameDirection && !sameDirection.disabled
          ? sameDirection
          : document.getElementById(moveButtonId(direction < 0 ? "down" : "up", movedId));
      if (newIndex >= 0) target?.focus();
    });
  }

  async function remove(ticketType: TicketType) {
    const isConfirmed = await confirm({
      title: t("tickets.deleteTitle", { name: ticketType.name }),
      message: t("tickets.deleteMessage"),
      icon: { name: "error", color: "error" },
      actions: { confirm: { label: t("actions.delete"), color: "error" } },
      dismissible: true,
    });
    if (!isConfirmed) return;
    try {
      await apiFetch(eventUrl(eventId, `/ticket-types/${ticketType.id}`), { method: "DELETE" });
      notify(t("tickets.deleted", { name: ticketType.name }));
      void refresh(eventId);
    } catch (deleteError) {
      notify(errorText(deleteError, t("tickets.deleteFailed")), "error");
    }
  }

  return { move, remove };
}
