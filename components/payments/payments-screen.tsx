"use client";
import { Suspense } from "react";
import Box from "@mui/material/Box";
import { apiStatus } from "@/components/events/api-error";
import { FeedbackProvider } from "@/components/events/feedback";
import { OrderDrawer } from "@/components/payments/order-drawer";
import { PaymentsHeader } from "@/components/payments/payments-header";
import { PaymentsList } from "@/components/payments/payments-list";
import { listQuery, periodDays } from "@/components/payments/payments-query";
import { PeriodPicker } from "@/components/payments/period-picker";
import { StaffNotice } from "@/components/payments/staff-notice";
import { TotalsPanel } from "@/components/payments/totals-panel";
import { usePaymentsView } from "@/components/payments/use-payments-view";
import { useEventOptions, usePayments, usePaymentTotals } from "@/lib/swr/use-payments";

type Props = {
  /** The account's today (YYYY-MM-DD in its time zone): the presets count back from it. */
  today: string;
  /** The account's time zone, in which the screen shows dates (the periods count its days). */
  timeZone: string;
  /** Owners and admins; staff never see money (the API answers them 403 as well). */
  canManage: boolean;
};

export function PaymentsScreen(props: Props) {
  return (
    <FeedbackProvider>
      {/* The view is read from the URL's query, which a static render does not have. */}
      <Suspense fallback={null}>
        <Payments {...props} />
      </Suspense>
    </FeedbackProvider>
  );
}

/**
 * /pages/stripe: totals of a period per currency, every order with money involved (filtered,
 * searched, sorted, paged, exported), an order drawer with refunds and the offline actions.
 */
function Payments({ today, timeZone, canManage }: Props) {
  const { view, setView } = usePaymentsView();
  const days = periodDays(view, today);
  const totals = usePaymentTotals(canManage ? days.totals : null);
  const list = usePayments(canManage ? listQuery(view, today) : null);
  const events = useEventOptions(canManage);
  const isForbidden = !canManage || apiStatus(totals.error) === 403 || apiStatus(list.error) === 403;

  if (isForbidden) {
    return (
      <Box sx={{ display: "flex", flexDirection: "column", gap: 3, minWidth: 0 }}>
        <PaymentsHeader stripe={null} />
        <StaffNotice />
      </Box>
    );
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3, minWidth: 0 }}>
      <PaymentsHeader stripe={totals.error && !totals.data ? null : totals.data?.stripe} />
      <PeriodPicker view={view} today={today} onChange={setView} />
      <TotalsPanel
        totals={totals.data?.totals}
        error={totals.error}
        isValidating={totals.isValidating}
        onRetry={() => void totals.mutate()}
        days={days.totals}
        isCapped={days.isCapped}
      />
      <PaymentsList
        view={view}
        onChange={setView}
        today={today}
        timeZone={timeZone}
        list={{
          data: list.data,
          error: list.error,
          isValidating: list.isValidating,
          retry: () => void list.mutate(),
        }}
        events={events.data}
      />
      <OrderDrawer orderId={view.orderId} onClose={() => setView({ orderId: "" })} timeZone={timeZone} />
    </Box>
  );
}
