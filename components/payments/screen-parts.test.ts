import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { FeedbackProvider } from "@/components/events/feedback";
import { ConfirmationProvider } from "@/components/ui/confirmation";
import { OrderSummary } from "@/components/payments/order-summary";
import { OrderItems } from "@/components/payments/order-items";
import { OrderAttendees } from "@/components/payments/order-attendees";
import { OrderFacts } from "@/components/payments/order-facts";
import { OrderTimeline } from "@/components/payments/order-timeline";
import { RefundFormFields } from "@/components/payments/refund-form-fields";
import { PaymentsTable } from "@/components/payments/payments-table";
import { PaymentCards } from "@/components/payments/payment-cards";
import { TotalsPanel } from "@/components/payments/totals-panel";
import { PaymentsHeader } from "@/components/payments/payments-header";
import { PeriodPicker } from "@/components/payments/period-picker";
import { PaymentsFilters } from "@/components/payments/payments-filters";
import { StaffNotice } from "@/components/payments/staff-notice";
import { DEFAULT_VIEW } from "@/components/payments/payments-query";
import type { OrderDetail, PaymentRow } from "@/lib/payments/schema";

const errors: string[] = [];
const wrap = (node: ReactNode) =>
  renderToString(
    h(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      onError: (error: Error) => errors.push(error.message),
      children: h(ConfirmationProvider, { children: h(FeedbackProvider, { children: node }) }),
    }),
  );

const order: OrderDetail = {
  id: "o1",
  reference: "HD-7K2Q",
  status: "partially_refunded",
  eventId: "e1",
  eventTitle: "Jazz night",
  buyerName: "Ana Pop",
  buyerEmail: "ana@example.com",
  currency: "EUR",
  subtotal: 6000,
  discount: 1000,
  total: 5000,
  refundedAmount: 2500,
  refundable: 2500,
  provider: "stripe",
  stripePaymentIntentId: "pi_123",
  stripeCheckoutSessionId: "cs_456",
  promoCode: "EARLY",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  ref: null,
  createdAt: "2025-06-01T10:00:00.000Z",
  reservedUntil: null,
  paidAt: "2025-06-01T10:05:00.000Z",
  completedAt: "2025-06-01T10:05:00.000Z",
  cancelledAt: null,
  items: [{ ticketTypeId: "t1", name: "General", quantity: 2, releasedQuantity: 1, unitPrice: 3000 }],
  attendees: [
    {
      id: "a1",
      name: "Ana Pop",
      email: "ana@example.com",
      ticketTypeName: "General",
      checkedInAt: "2025-06-02T18:00:00.000Z",
      voidedAt: null,
      refundAmount: 2500,
    },
    {
      id: "a2",
      name: "Dan Pop",
      email: "dan@example.com",
      ticketTypeName: "General",
      checkedInAt: null,
      voidedAt: "2025-06-01T12:00:00.000Z",
      refundAmount: 2500,
    },
  ],
  refunds: [
    {
      id: "r1",
      amount: 2500,
      provider: "stripe",
      reason: "Could not come",
      createdAt: "2025-06-01T12:00:00.000Z",
      createdByName: "Host",
    },
  ],
  timeline: [
    { kind: "reserved", at: "2025-06-01T10:00:00.000Z" },
    { kind: "paid", at: "2025-06-01T10:05:00.000Z" },
    { kind: "refund", at: "2025-06-01T12:00:00.000Z", amount: 2500 },
  ],
};

const row: PaymentRow = {
  orderId: "o1",
  reference: "HD-7K2Q",
  eventId: "e1",
  eventTitle: "Jazz night",
  buyerName: "Ana Pop",
  buyerEmail: "ana@example.com",
  status: "partially_refunded",
  provider: "stripe",
  total: 5000,
  refundedAmount: 2500,
  currency: "EUR",
  paidAt: null,
  createdAt: "2025-06-01T10:00:00.000Z",
};

const noop = () => undefined;

// A smoke test without a browser: every part renders on the server with real messages (a missing
// key or a wrong argument fails it) and shows the order's figures as a host reads them.
it("renders every part of the screen with its words", () => {
  const html = [
    wrap(h(OrderSummary, { order, onRefund: noop })),
    wrap(h(OrderItems, { order })),
    wrap(h(OrderAttendees, { order, timeZone: "UTC" })),
    wrap(h(OrderFacts, { order, timeZone: "UTC" })),
    wrap(h(OrderTimeline, { order, timeZone: "UTC" })),
    wrap(
      h(RefundFormFields, {
        order,
        choice: { mode: "tickets", amountText: "", attendeeIds: ["a1"], releaseTickets: true, reason: "" },
        onChange: noop,
        problem: "noTickets",
        disabled: false,
        isFullRefund: false,
      }),
    ),
    wrap(
      h(RefundFormFields, {
        order,
        choice: { mode: "amount", amountText: "99", attendeeIds: [], releaseTickets: false, reason: "" },
        onChange: noop,
        problem: "amountTooLarge",
        disabled: false,
        isFullRefund: false,
      }),
    ),
    wrap(
      h(RefundFormFields, {
        order,
        choice: { mode: "whole", amountText: "", attendeeIds: [], releaseTickets: false, reason: "" },
        onChange: noop,
        problem: null,
        disabled: false,
        isFullRefund: true,
      }),
    ),
    wrap(
      h(PaymentsTable, {
        payments: [row],
        view: DEFAULT_VIEW,
        onSort: noop,
        onOpen: noop,
        timeZone: "UTC",
        isStale: false,
      }),
    ),
    wrap(h(PaymentCards, { payments: [row], onOpen: noop, timeZone: "UTC", isStale: false })),
    wrap(
      h(TotalsPanel, {
        totals: [{ currency: "EUR", gross: 5000, refunded: 2500, net: 2500, pending: 0 }],
        error: null,
        isValidating: false,
        onRetry: noop,
        days: { from: "2024-06-18", to: "2025-06-18" },
        isCapped: true,
      }),
    ),
    wrap(h(PaymentsHeader, { stripe: { configured: true, mode: "test" } })),
    wrap(
      h(PeriodPicker, {
        view: { ...DEFAULT_VIEW, period: "custom", from: "2025-01-01", to: "2025-01-31" },
        today: "2025-06-18",
        onChange: noop,
      }),
    ),
    wrap(
      h(PaymentsFilters, {
        view: DEFAULT_VIEW,
        onChange: noop,
        events: [{ id: "e1", title: "Jazz night" }],
        csvHref: "/api/payments?format=csv",
      }),
    ),
    wrap(h(StaffNotice)),
  ].join("\n");
  expect(errors).toEqual([]);
  for (const text of [
    "HD-7K2Q",
    "€25.00",
    "Refund",
    "newsletter",
    "pi_123",
    "Refunded €25.00",
    "Reason: Could not come",
    "1 back on sale",
    "Choose at least one ticket.",
    "At most €25.00 is left to refund.",
    "Test mode",
    "All time: the totals cover the last 366 days",
    "Payments are for owners and admins",
    "Checked in",
    "every ticket is voided and goes back on sale",
  ])
    expect(html).toContain(text);
});
