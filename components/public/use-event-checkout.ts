"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { CheckoutTexts } from "@/components/public/checkout-texts";
import { translator } from "@/components/public/format-message";
import { useLazyZodForm } from "@/components/public/use-lazy-zod-form";
import { useCheckoutPromo } from "@/components/public/use-checkout-promo";
import {
  checkoutRow,
  clampQuantity,
  maxQuantity,
  placeIssues,
  type TicketState,
} from "@/components/public/checkout-rules";
import { readTrackingData } from "@/components/public/visitor";
import type { ApiIssue } from "@/lib/api/errors";
import type { PublicTicketType } from "@/lib/orders/availability";
import { publicEventUrl, useCheckoutView, type CheckoutView } from "@/lib/swr/use-public-event";
import { formatMoney } from "@/lib/text/money";

/** The shared zod schema (the API checks the same), loaded when the buyer first needs it: not part of the page's first load. */
const loadBuyerSchema = () => import("@/lib/events/schema").then((module) => module.buyerSchema);

type PlacedOrder = { order: { id: string }; accessToken: string };
type BuyerErrors = { name?: string; email?: string };
type Refusal = { code?: string; issues: ApiIssue[] };

/** An order placed with a plain fetch (the page ships no API client): its answer, or the API's refusal. */
async function placeOrder(slug: string, body: unknown): Promise<PlacedOrder> {
  const response = await fetch(`${publicEventUrl(slug)}/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer as PlacedOrder;
  const error = (answer as { error?: { code?: unknown; issues?: unknown } } | null)?.error;
  const refusal: Refusal = {
    code: typeof error?.code === "string" ? error.code : undefined,
    issues: Array.isArray(error?.issues) ? (error.issues as ApiIssue[]) : [],
  };
  throw refusal;
}

/**
 * The checkout's state: fresh availability (read in the browser over the server's first answer),
 * the chosen quantities and donation amounts, the promo code, the buyer, and placing the order.
 */
export function useEventCheckout(initialView: CheckoutView, texts: CheckoutTexts) {
  const { locale } = texts;
  const t = translator(texts.checkout, locale);
  const router = useRouter();
  const slug = initialView.event.slug;
  const { view, mutate } = useCheckoutView(initialView);
  const [now] = useState(() => Date.now());
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const promo = useCheckoutPromo();
  const [ticketErrors, setTicketErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<{ severity: "error" | "warning"; text: string } | null>(null);
  const [serverBuyerErrors, setServerBuyerErrors] = useState<BuyerErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const buyer = useLazyZodForm(loadBuyerSchema, { name: "", email: "" }, texts.validation);

  const { event, ticketTypes } = view;
  const money = (minor: number) => formatMoney(minor, event.currency, locale);
  const rows = ticketTypes.map((ticket) => {
    const row = checkoutRow(ticket, quantities[ticket.id] ?? 0, amounts[ticket.id], event.currency, now);
    return { ...row, amountError: row.isAmountTooLow ? t("amountTooLow", { price: money(ticket.price) }) : null };
  });
  const chosen = rows.filter((row) => row.quantity > 0);
  const ticketCount = chosen.reduce((sum, row) => sum + row.quantity, 0);
  const total = chosen.reduce((sum, row) => sum + row.quantity * (row.amount ?? 0), 0);
  const canUsePromo = rows.some((row) => row.state === "available" && row.ticket.kind !== "free");
  // With nothing to buy (all taken, sales not open or closed) the list says why, without an empty form under it.
  const isBuyable = rows.some((row) => row.state === "available");
  const closedNote = rows.every((row) => row.state === "sold-out")
    ? t("allSoldOut")
    : rows.some((row) => row.state === "not-started")
      ? t("notOnSaleYet")
      : t("noneOnSale");
  const isFree = total === 0;

  function changeQuantity(ticket: PublicTicketType, state: TicketState, direction: 1 | -1) {
    setFormError(null);
    setTicketErrors(({ [ticket.id]: _cleared, ...rest }) => rest);
    buyer.preload();
    setQuantities((current) => {
      const quantity = clampQuantity(current[ticket.id] ?? 0, ticket, state);
      // The first step jumps to the ticket's minimum; stepping below the minimum removes it.
      const next =
        direction === 1
          ? quantity === 0
            ? ticket.minPerOrder
            : quantity + 1
          : quantity - 1 < ticket.minPerOrder
            ? 0
            : quantity - 1;
      return { ...current, [ticket.id]: Math.max(0, Math.min(next, maxQuantity(ticket))) };
    });
  }

  /** Puts an API refusal where the buyer will look: at the field, the ticket, or above the button. */
  function showApiError(error: unknown, itemTicketIds: string[]) {
    const { code, issues } = (error ?? {}) as Partial<Refusal>;
    if (code === "sold_out" || code === "not_on_sale" || code === "event_ended") {
      setFormError({
        severity: "warning",
        text: t(code === "sold_out" ? "errorSoldOut" : code === "not_on_sale" ? "errorNotOnSale" : "errorEnded"),
      });
      void mutate();
      return;
    }
    if (code === "too_many_orders") {
      setFormError({ severity: "warning", text: texts.tooManyOrders });
      return;
    }
    // Too many wrong promo codes from this connection (or for this event): said at the code's field.
    if (code === "too_many_attempts") return promo.showPromoError(texts.tooManyPromoCodes);
    const placed = code === "invalid_request" ? placeIssues(issues ?? [], itemTicketIds) : null;
    if (placed) {
      if (placed.promo) promo.showPromoError(t("errorPromo"));
      setServerBuyerErrors({
        name: placed.buyer.name && t(placed.buyer.name),
        email: placed.buyer.email && t(placed.buyer.email),
      });
      setTicketErrors(Object.fromEntries(Object.entries(placed.tickets).map(([id, key]) => [id, t(key)])));
      return;
    }
    setTicketErrors({});
    setFormError({ severity: "error", text: t("errorGeneric") });
  }

  async function onSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    promo.showPromoError(null);
    setServerBuyerErrors({});
    if (chosen.length === 0) {
      setFormError({ severity: "error", text: t("chooseTickets") });
      return;
    }
    setIsSubmitting(true);
    const buyerData = await buyer.validate();
    if (!buyerData || chosen.some((row) => row.amountError)) {
      setIsSubmitting(false);
      return;
    }
    const items = chosen.map((row) => ({
      ticketTypeId: row.ticket.id,
      quantity: row.quantity,
      ...(row.ticket.kind === "donation" ? { amount: row.amount ?? row.ticket.price } : {}),
    }));
    const code = promo.promoCode.trim();
    try {
      const placed = await placeOrder(slug, {
        items,
        buyer: buyerData,
        ...(code ? { promoCode: code } : {}),
        tracking: readTrackingData(),
      });
      // Stay "submitting" while the order page loads, so a second click cannot place a second order.
      router.push(`/p/orders/${encodeURIComponent(placed.order.id)}?token=${encodeURIComponent(placed.accessToken)}`);
    } catch (error) {
      setIsSubmitting(false);
      showApiError(
        error,
        items.map((item) => item.ticketTypeId),
      );
    }
  }

  return {
    t,
    texts,
    view,
    money,
    rows,
    ticketCount,
    total,
    isFree,
    canUsePromo,
    isBuyable,
    closedNote,
    buyer,
    serverBuyerErrors,
    clearServerBuyerError: (field: keyof BuyerErrors) => setServerBuyerErrors(({ [field]: _cleared, ...rest }) => rest),
    ...promo,
    ticketErrors,
    setAmount: (ticketId: string, text: string) => setAmounts((current) => ({ ...current, [ticketId]: text })),
    changeQuantity,
    formError,
    isSubmitting,
    onSubmit,
  };
}

export type EventCheckoutState = ReturnType<typeof useEventCheckout>;
export type CheckoutRow = EventCheckoutState["rows"][number];
