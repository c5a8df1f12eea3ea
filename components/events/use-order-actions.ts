"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFeedback } from "@/components/events/feedback";
import type { OrderRow } from "@/components/events/types";
import { useApiErrorText } from "@/components/events/use-api-error-text";
import { formatMoney } from "@/lib/text/money";
import { eventUrl, useRefreshEvents } from "@/lib/swr/use-events";
import { useConfirm } from "@/components/ui/confirmation";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";

export type OrderAction = "mark-paid" | "cancel";

/**
 * Marking an offline order paid and cancelling one: each asks first (with the order's total and
 * buyer), then calls the API and re-reads the orders (`onChanged`) and every figure they move.
 * `busy` is the id of the order being changed.
 */
export function useOrderActions(eventId: string, onChanged: () => void) {
  const t = useTranslations("events");
  const locale = useLocale();
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshEvents();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState<string | null>(null);

  async function act(order: OrderRow, action: OrderAction) {
    const isMarkPaid = action === "mark-paid";
    const isConfirmed = await confirm({
      title: isMarkPaid
        ? t("orders.markPaidTitle", { reference: order.reference })
        : t("orders.cancelTitle", { reference: order.reference }),
      message: isMarkPaid
        ? t("orders.markPaidMessage", {
            total: formatMoney(order.total, order.currency, locale),
            name: order.buyerName,
            count: order.tickets,
          })
        : t("orders.cancelMessage", { name: order.buyerName, count: order.tickets }),
      icon: isMarkPaid ? { name: "question", color: "success" } : { name: "warning", color: "error" },
      actions: {
        confirm: {
          label: isMarkPaid ? t("orders.markPaid") : t("orders.cancelOrder"),
          color: isMarkPaid ? "success" : "error",
        },
        cancel: { label: t("orders.back") },
      },
      dismissible: true,
    });
    if (!isConfirmed) return;
    setBusy(order.id);
    try {
      await apiFetch(eventUrl(eventId, `/orders/${order.id}`), jsonBody("PATCH", { action }));
      notify(
        isMarkPaid
          ? t("orders.markedPaid", { reference: order.reference })
          : t("orders.cancelled", { reference: order.reference }),
      );
      onChanged();
      void refresh(eventId);
    } catch (actionError) {
      notify(errorText(actionError, t("orders.actionFailed")), "error");
    } finally {
      setBusy(null);
    }
  }

  return { busy, act };
}
