"use client";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import { FEW_LEFT, maxQuantity } from "@/components/public/checkout-rules";
import type { CheckoutRow, EventCheckoutState } from "@/components/public/use-event-checkout";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { formatEventInstant } from "@/lib/public/format";

type RowProps = { row: CheckoutRow; checkout: EventCheckoutState };

/** One ticket type of the checkout: name, price, what is left or why it is not on sale, the quantity and a donation's amount. */
export function CheckoutTicketRow({ row, checkout }: RowProps) {
  const { ticket, state, quantity, amountText, amountError } = row;
  const { t, locale, view, money, ticketErrors, setAmount } = checkout;
  const { event } = view;
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
    <Box component="li" sx={{ py: 1.75 }}>
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
        {state === "available" && <QuantityStepper row={row} checkout={checkout} />}
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
          onChange={(changeEvent) => setAmount(ticket.id, changeEvent.target.value)}
          error={Boolean(amountError || ticketErrors[ticket.id])}
          helperText={amountError ?? ticketErrors[ticket.id] ?? t("amountHint", { price: money(ticket.price) })}
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
}

/** − quantity +, within the ticket's per-order limits and what is left. */
function QuantityStepper({ row, checkout }: RowProps) {
  const { ticket, state, quantity } = row;
  const { t, changeQuantity, isSubmitting } = checkout;
  const max = maxQuantity(ticket);
  return (
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
  );
}
