"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFeedback } from "@/components/events/feedback";
import { displayStatus } from "@/components/events/format";
import type { EventRef, EventStats } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { eventUrl, useRefreshEvents } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { apiFetch } from "@/lib/http/api-fetch";

export type EventAction = "publish" | "cancel" | "archive" | "duplicate" | "delete";

/** Which status changes make sense for an event in its current status. */
export function availableActions(
  event: Pick<EventRef, "status" | "endsAt">,
  now: Date = new Date(),
): Record<EventAction, boolean> {
  return {
    publish: event.status === "draft",
    // A draft is deleted rather than cancelled; an event that has ended is archived.
    cancel: displayStatus(event, now) === "published",
    archive: event.status !== "archived",
    duplicate: true,
    delete: event.status === "draft",
  };
}

/**
 * The status actions of an event, shared by the list's row menu and the event page: each asks
 * when it should (cancelling says how many orders it touches), calls the API, refreshes what
 * the screens show, and says how it went.
 */
export function useEventActions() {
  const t = useTranslations("events");
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const router = useRouter();
  const [busy, setBusy] = useState<{ id: string; action: EventAction } | null>(null);

  const errorText = useApiErrorText();

  async function run(event: EventRef, action: EventAction, request: () => Promise<void>) {
    setBusy({ id: event.id, action });
    try {
      await request();
      return true;
    } catch (error) {
      notify(errorText(error, t(`failed.${action}`)), "error");
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function publish(event: EventRef) {
    const done = await run(event, "publish", () => apiFetch(eventUrl(event.id, "/publish"), { method: "POST" }));
    if (done) {
      notify(t("done.publish", { title: event.title }));
      void refresh(event.id);
    }
  }

  async function cancel(event: EventRef) {
    let stats: EventStats | null = null;
    setBusy({ id: event.id, action: "cancel" });
    try {
      stats = await apiFetch<EventStats>(eventUrl(event.id, "/stats"));
    } catch {
      // Without the count the dialog still asks; it just cannot say how many.
    } finally {
      setBusy(null);
    }
    const isConfirmed = await confirm({
      title: t("confirm.cancelTitle", { title: event.title }),
      message: stats
        ? `${t("confirm.cancelMessage", { count: stats.activeOrders })} ${t("confirm.cancelCompleted", { count: stats.ordersByStatus.completed + stats.ordersByStatus.partially_refunded })}`
        : t("confirm.cancelUnknown"),
      icon: { name: "warning", color: "error" },
      actions: {
        confirm: { label: t("actions.cancelEvent"), color: "error" },
        cancel: { label: t("actions.keepEvent") },
      },
      dismissible: true,
    });
    if (!isConfirmed) return;
    const done = await run(event, "cancel", () => apiFetch(eventUrl(event.id, "/cancel"), { method: "POST" }));
    if (done) {
      notify(t("done.cancel", { title: event.title }));
      void refresh(event.id);
    }
  }

  async function archive(event: EventRef) {
    const isConfirmed = await confirm({
      title: t("confirm.archiveTitle", { title: event.title }),
      message: t("confirm.archiveMessage"),
      icon: { name: "info", color: "info" },
      actions: { confirm: { label: t("actions.archive"), color: "primary" } },
      dismissible: true,
    });
    if (!isConfirmed) return;
    const done = await run(event, "archive", () => apiFetch(eventUrl(event.id, "/archive"), { method: "POST" }));
    if (done) {
      notify(t("done.archive", { title: event.title }));
      void refresh(event.id);
    }
  }

  async function duplicate(event: EventRef) {
    let copyId: string | null = null;
    const done = await run(event, "duplicate", async () => {
      copyId = (await apiFetch<{ event: { id: string } }>(eventUrl(event.id, "/duplicate"), { method: "POST" })).event
        .id;
    });
    if (done && copyId) {
      notify(t("done.duplicate", { title: event.title }));
      void refresh();
      // The copy is a draft; its date and title are what the host usually changes first.
      router.push(`/pages/events/${copyId}/edit`);
    }
  }

  /** Deletes a draft; `onDeleted` leaves a screen that showed it. */
  async function remove(event: EventRef, onDeleted?: () => void) {
    const isConfirmed = await confirm({
      title: t("confirm.deleteTitle", { title: event.title }),
      message: t("confirm.deleteMessage"),
      icon: { name: "error", color: "error" },
      actions: { confirm: { label: t("actions.delete"), color: "error" } },
      dismissible: true,
    });
    if (!isConfirmed) return;
    const done = await run(event, "delete", () => apiFetch(eventUrl(event.id), { method: "DELETE" }));
    if (done) {
      notify(t("done.delete", { title: event.title }));
      onDeleted?.();
      void refresh();
    }
  }

  return { publish, cancel, archive, duplicate, remove, busy };
}
