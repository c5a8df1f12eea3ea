"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFeedback } from "@/components/events/feedback";
import { usePaymentErrorText } from "@/components/payments/use-payment-error-text";
import { useConfirm } from "@/components/ui/confirmation";
import type { OrderDetail } from "@/lib/payments/schema";
import { updateOfflineOrder, useRefreshPayments } from "@/lib/swr/use-payments";
import { formatMoney } from "@/lib/text/money";

export type OfflineAction = "mark-paid" | "cancel";

/** Whether the host can settle this order by hand: an offline order still awaiting its payment. */
export function isAwaitingOfflinePayment(order: Pick<OrderDetail, "provider" | "status">): boolean {
  return order.provider === "offline" && order.status === "awaiting_payment";
}

/**
 * Marks an offline order paid or cancels it, each after a confirmation (the same words as the
 * event's orders tab), then refreshes the list, the totals and the drawer.
 */
export function useOfflineOrderActions() {
  const t = useTranslations("events.orders");
  const tp = useTranslations("payments.drawer");
  const locale = useLocale();
  const confirm = useConfirm();
  const notify = useFeedback();
  const refresh = useRefreshPayments();
  const errorText = usePaymentErrorText();
  const [busy, setBusy] = useState<OfflineAction | null>(null);

  async function run(order: OrderDetail, action: OfflineAction) {
    const isMarkPaid = action === "mark-paid";
    const tickets = order.attendees.filter((attendee) => !attendee.voidedAt).length;
    const isConfirmed = await confirm({
      title: isMarkPaid
        ? t("markPaidTitle", { reference: order.reference })
        : t("cancelTitle", { reference: order.reference }),
      message: isMarkPaid
        ? t("markPaidMessage", {
            total: formatMoney(order.total, order.currency, locale),
            name: order.buyerName,
            count: tickets,
          })
        : t("cancelMessage", { name: order.buyerName, count: tickets }),
      icon: isMarkPaid ? { name: "question", color: "success" } : { name: "warning", color: "error" },
      actions: {
        confirm: { label: isMarkPaid ? t("markPaid") : t("cancelOrder"), color: isMarkPaid ? "success" : "error" },
        cancel: { label: t("back") },
      },
      dismissible: true,
    });
    if (!isConfirmed) return;
    setBusy(action);
    try {
      await updateOfflineOrder(order.eventId, order.id, action);
      notify(
        isMarkPaid ? t("markedPaid", { reference: order.reference }) : t("cancelled", { reference: order.reference }),
      );
      void refresh();
    } catch (actionError) {
      notify(errorText(actionError, tp("actionFailed")), "error");
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}
