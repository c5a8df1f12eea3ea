"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import { useZodForm } from "@/components/forms/use-zod-form";
import { readTrackingData } from "@/components/public/visitor";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { buyerSchema } from "@/lib/events/schema";
import { ApiRequestError, apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { PublicTicketType } from "@/lib/orders/availability";
import { formatEventInstant } from "@/lib/public/format";
import { publicEventUrl, useCheckoutView, type CheckoutView } from "@/lib/swr/use-public-event";
import { formatMoney } from "@/lib/text/money";

/** At or below this many left, a ticket says "Only N left". */
const FEW_LEFT = 10;

type TicketState = "available" | "sold-out" | "not-started" | "ended" | "closed";

type ApiIssue = { path: (string | number)[]; code: string; message: string };
type ApiErrorBody = { error?: { code?: string; message?: string; issues?: ApiIssue[] } };
type PlacedOrder = { order: { id: string }; accessToken: string };

function ticketState(ticket: PublicTicketType, now: number): TicketState {
  if (!ticket.onSale) {
    if (ticket.salesStartAt && Date.parse(ticket.salesStartAt) > now) return "not-started";
    if (ticket.salesEndAt && Date.parse(ticket.salesEndAt) <= now) return "ended";
    return "closed";
  }
  return ticket.available < ticket.minPerOrder || ticket.available === 0 ? "sold-out" : "available";
}

/** The most of a ticket type one order can take: its per-order limit, and what is left. */
function maxQuantity(ticket: PublicTicketType): number {
  return Math.max(0, Math.min(ticket.maxPerOrder, ticket.available));
}

/** A chosen quantity made valid against fresh availability: 0, or between the ticket's min and max. */
function clampQuantity(quantity: number, ticket: PublicTicketType, state: TicketState): number {
  if (state !== "available" || quantity <= 0) return 0;
  const clamped = Math.min(quantity, maxQuantity(ticket));
  return clamped < ticket.minPerOrder ? 0 : clamped;
}

/** "12,50" or "12.50" typed by the buyer → minor units; null when it is not an amount. */
function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

/**
 * The event page's checkout: a quantity per ticket type (within its per-order limits and what
 * is left), donation amounts, a promo code, the total, then the buyer's name and email. Placing
 * the order reserves the tickets and moves on to the order's own page.
 */
export function EventCheckout({ initialView }: { initialView: CheckoutView }) {
  const t = useTranslations("publicEvent.checkout");
  const locale = useLocale();
  const router = useRouter();
  const headingId = useId();
  const slug = initialView.event.slug;
  const { data: view = initialView, mutate } = useCheckoutView(initialView);
  const [now] = useState(() => Date.now());
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [isPromoOpen, setIsPromoOpen] = useState(false);
  const [promoCode, setPromoCode] = useState("");
  const [promoError, setPromoError] = useState<string | null>(null);
  const [ticketErrors, setTicketErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<{ severity: "error" | "warning"; text: string } | null>(null);
  const [serverBuyerErrors, setServerBuyerErrors] = useState<{ name?: string; email?: string }>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const buyer = useZodForm(buyerSchema, { name: "", email: "" });

  const { event, ticketTypes } = view;
  const money = (minor: number) => formatMoney(minor, event.currency, locale);
  const rows = ticketTypes.map((ticket) => {
    const state = ticketState(ticket, now);
    const quantity = clampQuantity(quantities[ticket.id] ?? 0, ticket, state);
    const amountText = amounts[ticket.id] ?? (ticket.price / 100).toFixed(2);
    const amount = ticket.kind === "donation" ? parseAmount(amountText) : ticket.kind === "free" ? 0 : ticket.price;
    const amountError =
      ticket.kind === "donation" && quantity > 0 && (amount === null || amount < ticket.price)
        ? t("amountTooLow", { price: money(ticket.price) })
        : null;
    return { ticket, state, quantity, amountText, amount, amountError };
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
    const body = (error instanceof ApiRequestError ? error.body : null) as ApiErrorBody | null;
    const code = body?.error?.code;
    const issues = body?.error?.issues ?? [];
    if (code === "sold_out" || code === "not_on_sale" || code === "event_ended") {
      setFormError({
        severity: "warning",
        text: t(code === "sold_out" ? "errorSoldOut" : code === "not_on_sale" ? "errorNotOnSale" : "errorEnded"),
      });
      void mutate();
      return;
    }
    if (code === "invalid_request" && issues.length > 0) {
      const nextTicketErrors: Record<string, string> = {};
      const nextBuyerErrors: { name?: string; email?: string } = {};
      let isPlaced = false;
      for (const issue of issues) {
        const [head, index, field] = issue.path;
        if (head === "promoCode") {
          setIsPromoOpen(true);
          setPromoError(t("errorPromo"));
          isPlaced = true;
        } else if (head === "buyer" && (index === "name" || index === "email")) {
          nextBuyerErrors[index] = t(index === "email" ? "errorEmail" : "errorName");
          isPlaced = true;
        } else if (head === "items" && typeof index === "number" && itemTicketIds[index]) {
          nextTicketErrors[itemTicketIds[index]] = field === "amount" ? t("errorAmount") : t("errorQuantity");
          isPlaced = true;
        }
      }
      setTicketErrors(nextTicketErrors);
      setServerBuyerErrors(nextBuyerErrors);
      if (isPlaced) return;
    }
    setFormError({ severity: "error", text: t("errorGeneric") });
  }

  async function onSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    setFormError(null);
    setPromoError(null);
    setServerBuyerErrors({});
    if (chosen.length === 0) {
      setFormError({ severity: "error", text: t("chooseTickets") });
      return;
    }
    const buyerData = buyer.validate();
    if (!buyerData || chosen.some((row) => row.amountError)) return;

    const items = chosen.map((row) => ({
      ticketTypeId: row.ticket.id,
      quantity: row.quantity,
      ...(row.ticket.kind === "donation" ? { amount: row.amount ?? row.ticket.price } : {}),
    }));
    const code = promoCode.trim();
    setIsSubmitting(true);
    try {
      const placed = await apiFetch<PlacedOrder>(
        `${publicEventUrl(slug)}/orders`,
        jsonBody("POST", {
          items,
          buyer: buyerData,
          ...(code ? { promoCode: code } : {}),
          tracking: readTrackingData(),
        }),
      );
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

  const nameField = buyer.textField("name");
  const emailField = buyer.textField("email");

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {t("heading")}
      </Typography>

      {ticketTypes.length === 0 ? (
        <Typography color="text.secondary">{t("noTickets")}</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {rows.map(({ ticket, state, quantity, amountText, amountError }) => {
              const max = maxQuantity(ticket);
              const status =
                state === "sold-out"
                  ? t("soldOut")
                  : state === "not-started"
                    ? t("salesStart", { date: formatEventInstant(ticket.salesStartAt!, event.timezone, locale) })
                    : state === "ended"
                      ? t("salesEnded")
                      : state === "closed"
                        ? t("notOnSale")
                        : ticket.available <= FEW_LEFT
                          ? t("onlyLeft", { count: ticket.available })
                          : null;
              const price =
                ticket.kind === "free" || (ticket.kind === "donation" && ticket.price === 0)
                  ? t("free")
                  : ticket.kind === "donation"
                    ? t("donationFrom", { price: money(ticket.price) })
                    : money(ticket.price);
              return (
                <Box component="li" key={ticket.id} sx={{ py: 1.75 }}>
                  <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.35 }}>
                        {ticket.name}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{
                          mt: 0.25,
                          fontWeight: 600,
                          color: state === "available" ? "text.primary" : "text.secondary",
                        }}
                      >
                        {price}
                        {ticket.kind === "donation" && ticket.price === 0 && (
                          <Box component="span" sx={{ fontWeight: 400, color: "text.secondary" }}>
                            {" · "}
                            {t("payWhatYouWant")}
                          </Box>
                        )}
                      </Typography>
                      {status && (
                        <Typography
                          variant="body2"
                          sx={{
                            mt: 0.25,
                            fontWeight: 600,
                            color: state === "available" ? "warning.main" : "text.secondary",
                          }}
                        >
                          {status}
                        </Typography>
                      )}
                    </Box>
                    {state === "available" && (
                      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flex: "none" }}>
                        <IconButton
                          aria-label={t("decrease", { name: ticket.name })}
                          onClick={() => changeQuantity(ticket, state, -1)}
                          disabled={quantity === 0 || isSubmitting}
                          size="small"
                          sx={{ border: 1, borderColor: "divider" }}
                        >
                          <Remove fontSize="small" />
                        </IconButton>
                        <Box
                          component="output"
                          aria-live="polite"
                          sx={{
                            minWidth: 28,
                            textAlign: "center",
                            fontWeight: 700,
                            fontSize: 17,
                            fontVariantNumeric: "tabular-nums",
                          }}
                        >
                          <VisuallyHidden>{t("quantityOf", { name: ticket.name })}: </VisuallyHidden>
                          {quantity}
                        </Box>
                        <IconButton
                          aria-label={t("increase", { name: ticket.name })}
                          onClick={() => changeQuantity(ticket, state, 1)}
                          disabled={quantity >= max || isSubmitting}
                          size="small"
                          color="primary"
                          sx={{ border: 1, borderColor: quantity >= max ? "divider" : "primary.main" }}
                        >
                          <Add fontSize="small" />
                        </IconButton>
                      </Box>
                    )}
                  </Box>
                  {ticket.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, whiteSpace: "pre-line" }}>
                      {ticket.description}
                    </Typography>
                  )}
                  {state === "available" && ticket.minPerOrder > 1 && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
                      {t("minPerOrder", { count: ticket.minPerOrder })}
                    </Typography>
                  )}
                  {ticket.kind === "donation" && quantity > 0 && (
                    <TextField
                      label={t("amountFor", { name: ticket.name })}
                      value={amountText}
                      onChange={(changeEvent) =>
                        setAmounts((current) => ({ ...current, [ticket.id]: changeEvent.target.value }))
                      }
                      error={Boolean(amountError || ticketErrors[ticket.id])}
                      helperText={
                        amountError ?? ticketErrors[ticket.id] ?? t("amountHint", { price: money(ticket.price) })
                      }
                      size="small"
                      sx={{ mt: 1.5 }}
                      slotProps={{
                        htmlInput: { inputMode: "decimal", autoComplete: "off" },
                        input: {
                          endAdornment: (
                            <Typography color="text.secondary" sx={{ ml: 1 }}>
                              {event.currency}
                            </Typography>
                          ),
                        },
                      }}
                    />
                  )}
                  {ticketErrors[ticket.id] && ticket.kind !== "donation" && (
                    <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {ticketErrors[ticket.id]}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>

          {!isBuyable ? (
            <Typography
              role="status"
              sx={{ mt: 1, pt: 2, borderTop: 1, borderColor: "divider", fontWeight: 600, textAlign: "center" }}
            >
              {closedNote}
            </Typography>
          ) : (
            <>
              {canUsePromo && (
                <Box sx={{ mt: 0.5 }}>
                  {!isPromoOpen ? (
                    <Button
                      size="small"
                      startIcon={<LocalOfferOutlined />}
                      onClick={() => setIsPromoOpen(true)}
                      sx={{ px: 0.5 }}
                    >
                      {t("promoToggle")}
                    </Button>
                  ) : null}
                  <Collapse in={isPromoOpen} unmountOnExit>
                    <TextField
                      label={t("promoLabel")}
                      value={promoCode}
                      onChange={(changeEvent) => {
                        setPromoCode(changeEvent.target.value.toUpperCase());
                        setPromoError(null);
                      }}
                      error={Boolean(promoError)}
                      helperText={promoError ?? t("promoHint")}
                      size="small"
                      sx={{ mt: 1 }}
                      slotProps={{
                        htmlInput: {
                          maxLength: 32,
                          autoCapitalize: "characters",
                          autoComplete: "off",
                          spellCheck: false,
                        },
                      }}
                    />
                  </Collapse>
                </Box>
              )}

              <Box
                sx={{
                  display: "flex",
                  alignItems: "baseline",
                  justifyContent: "space-between",
                  mt: 2,
                  pt: 2,
                  borderTop: 1,
                  borderColor: "divider",
                }}
              >
                <Typography color="text.secondary">
                  {ticketCount > 0 ? t("ticketCount", { count: ticketCount }) : t("total")}
                </Typography>
                <Typography
                  sx={{ fontWeight: 800, fontSize: 22, fontVariantNumeric: "tabular-nums" }}
                  aria-live="polite"
                >
                  <VisuallyHidden>{t("total")}: </VisuallyHidden>
                  {ticketCount > 0 && isFree ? t("free") : money(total)}
                </Typography>
              </Box>

              <Collapse in={ticketCount > 0}>
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2.5, minWidth: 0 }}>
                  <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5, p: 0 }}>
                    {t("yourDetails")}
                  </Typography>
                  <Stack spacing={2}>
                    <TextField
                      {...nameField}
                      onChange={(changeEvent: React.ChangeEvent<HTMLInputElement>) => {
                        nameField.onChange(changeEvent);
                        setServerBuyerErrors(({ name: _cleared, ...rest }) => rest);
                      }}
                      error={nameField.error || Boolean(serverBuyerErrors.name)}
                      helperText={nameField.helperText ?? serverBuyerErrors.name}
                      label={t("name")}
                      autoComplete="name"
                      required
                    />
                    <TextField
                      {...emailField}
                      onChange={(changeEvent: React.ChangeEvent<HTMLInputElement>) => {
                        emailField.onChange(changeEvent);
                        setServerBuyerErrors(({ email: _cleared, ...rest }) => rest);
                      }}
                      error={emailField.error || Boolean(serverBuyerErrors.email)}
                      helperText={emailField.helperText ?? serverBuyerErrors.email ?? t("emailHint")}
                      label={t("email")}
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      required
                    />
                  </Stack>
                </Box>
              </Collapse>

              {formError && (
                <Alert severity={formError.severity} role="alert" sx={{ mt: 2 }}>
                  {formError.text}
                </Alert>
              )}

              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={isSubmitting}
                sx={{ mt: 2.5, py: 1.5, fontSize: 16 }}
              >
                {isSubmitting ? t("submitting") : isFree ? t("getTickets") : t("reserveTickets")}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25, textAlign: "center" }}>
                {ticketCount === 0 ? t("hintChoose") : isFree ? t("hintFree") : t("hintReserve")}
              </Typography>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
