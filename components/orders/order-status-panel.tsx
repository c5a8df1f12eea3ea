import { getLocale, getTranslations } from "next-intl/server";
import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import CurrencyExchangeOutlined from "@mui/icons-material/CurrencyExchangeOutlined";
import HourglassTopOutlined from "@mui/icons-material/HourglassTopOutlined";
import TimerOffOutlined from "@mui/icons-material/TimerOffOutlined";
import { OrderNote } from "@/components/orders/order-note";
import { OrderPaymentDetails } from "@/components/orders/order-payment-details";
import { OrderStatusHero } from "@/components/orders/order-status-hero";
import { OrderTicketActions } from "@/components/orders/order-ticket-actions";
import { ReservationActions } from "@/components/orders/reservation-actions";
import { LinkButton } from "@/components/ui/links";
import type { BuyerOrderView } from "@/lib/orders/buyer-view";
import { formatEventInstant } from "@/lib/public/format";
import { formatMoney } from "@/lib/text/money";

/**
 * The order's state and what the buyer can do in it: pay a reservation before it runs out, pay
 * offline (by its deadline), use the tickets, or go back to the event once it expired or was cancelled.
 */
export async function OrderStatusPanel({
  view,
  token,
  payment,
}: {
  view: BuyerOrderView & { now: Date };
  token: string;
  payment?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("orders"), getLocale()]);
  const { order, event } = view;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  // A payment deadline, like the event's dates: in the event's time zone, in the buyer's language.
  const deadline = (date: Date) => `${formatEventInstant(date, event.timezone, locale)} (${event.timezone})`;
  switch (order.status) {
    case "reserved":
      return (
        <OrderStatusHero
          icon={<HourglassTopOutlined />}
          tone="warning"
          title={t("reserved.title")}
          text={t("reserved.text")}
        >
          <ReservationActions
            orderId={order.id}
            token={token}
            reservedUntil={(order.reservedUntil ?? view.now).toISOString()}
            serverNow={view.now.getTime()}
            provider={order.paymentProvider}
            totalLabel={money(order.total)}
            returnedFrom={payment === "done" || payment === "cancelled" ? payment : null}
          />
        </OrderStatusHero>
      );
    case "expired":
      return (
        <OrderStatusHero
          icon={<TimerOffOutlined />}
          tone="neutral"
          title={order.paymentDueAt ? t("expired.unpaidTitle") : t("expired.title")}
          text={
            order.paymentDueAt ? t("expired.unpaidText", { date: deadline(order.paymentDueAt) }) : t("expired.text")
          }
        >
          {event.status === "published" && (
            <LinkButton href={`/p/event/${event.slug}`} variant="contained" size="large">
              {t("expired.back")}
            </LinkButton>
          )}
        </OrderStatusHero>
      );
    case "awaiting_payment":
      return (
        <OrderStatusHero
          icon={<AccountBalanceOutlined />}
          tone="info"
          title={t("awaiting.title")}
          text={t("awaiting.text")}
        >
          <OrderPaymentDetails
            dueLabel={view.payment?.dueAt ? deadline(view.payment.dueAt) : null}
            instructions={view.payment?.instructions}
            reference={order.reference}
            totalLabel={money(order.total)}
            email={order.buyer.email}
          />
        </OrderStatusHero>
      );
    case "completed":
    case "partially_refunded":
      return (
        <OrderStatusHero
          icon={<CheckCircleOutlined />}
          tone="success"
          title={t("completed.title")}
          text={t("completed.text")}
        >
          <OrderTicketActions event={event} />
          {order.status === "partially_refunded" && (
            <OrderNote>{t("completed.partiallyRefunded", { amount: money(order.refundedAmount) })}</OrderNote>
          )}
          <OrderNote>{t("completed.emailSent", { email: order.buyer.email })}</OrderNote>
        </OrderStatusHero>
      );
    case "cancelled":
      return (
        <OrderStatusHero
          icon={<CancelOutlined />}
          tone="neutral"
          title={t("cancelled.title")}
          text={t("cancelled.text")}
        >
          {event.status === "published" && (
            <LinkButton href={`/p/event/${event.slug}`} variant="outlined">
              {t("expired.back")}
            </LinkButton>
          )}
        </OrderStatusHero>
      );
    case "refunded":
      return (
        <OrderStatusHero
          icon={<CurrencyExchangeOutlined />}
          tone="neutral"
          title={t("refunded.title")}
          text={t("refunded.text", { amount: money(order.refundedAmount || order.total) })}
        />
      );
  }
}
