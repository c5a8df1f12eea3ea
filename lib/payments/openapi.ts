import type { ApiOperation } from "@/lib/api/openapi";
import {
  listPaymentsQuerySchema,
  orderDetailAnswerSchema,
  paymentListAnswerSchema,
  paymentTotalsAnswerSchema,
  paymentTotalsQuerySchema,
  refundAnswerSchema,
  refundOrderSchema,
} from "@/lib/payments/schema";

// The payments screen's calls (issue 12). Managers only: vendor staff get 403 on each; an order
// or event of another account is a 404. Money is in minor units of the order's currency.

const tags = ["Payments"];
const staff = { 403: "Staff members may not see payments" };

export const paymentOperations: ApiOperation[] = [
  {
    operationId: "listPayments",
    method: "get",
    path: "/api/payments",
    summary:
      "The account's orders with money involved (total above 0, reached payment), filtered by period (days of the account's time zone, on the order's creation), status, provider, event and a search of buyer name, email or reference; sorted and paged in SQL. format=csv downloads every matching row",
    tags,
    query: listPaymentsQuerySchema,
    response: { schema: paymentListAnswerSchema, description: "A page of payments, or text/csv with format=csv" },
    errors: { ...staff, 404: "eventId names no event of the active account" },
  },
  {
    operationId: "getPaymentTotals",
    method: "get",
    path: "/api/payments/totals",
    summary:
      "Per currency: gross, refunded and net of the orders completed in the period (as the analytics count them), and pending: offline orders of the period still awaiting payment; plus whether Stripe is configured and in which mode",
    tags,
    query: paymentTotalsQuerySchema,
    response: { schema: paymentTotalsAnswerSchema },
    errors: staff,
  },
  {
    operationId: "getOrder",
    method: "get",
    path: "/api/orders/{orderId}",
    summary:
      "One order in full: items, tickets (voided ones marked, with what refunding each gives back), buyer, UTM fields, provider ids, refunds and a timeline",
    tags,
    response: { schema: orderDetailAnswerSchema },
    errors: { ...staff, 404: "No order of the active account has this id" },
  },
  {
    operationId: "refundOrder",
    method: "post",
    path: "/api/orders/{orderId}/refunds",
    summary:
      "Refunds a paid order: the whole remainder (no amount, no attendeeIds), an amount, or chosen tickets (amount defaults to their price). Refunded tickets are voided; releaseTickets puts them back on sale. Card payments are refunded through Stripe (idempotent), offline ones recorded. The buyer is mailed",
    tags,
    body: refundOrderSchema,
    response: { status: 201, schema: refundAnswerSchema },
    errors: {
      ...staff,
      404: "No order of the active account has this id",
      409: "not_refundable: the order was never paid",
      502: "refund_failed: Stripe did not make the refund; nothing changed",
    },
  },
];
