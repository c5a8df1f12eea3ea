"use client";
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CheckoutBuyerFields } from "@/components/public/checkout-buyer-fields";
import { CheckoutPromoField } from "@/components/public/checkout-promo-field";
import { CheckoutTicketRow } from "@/components/public/checkout-ticket-row";
import { useEventCheckout, type EventCheckoutState } from "@/components/public/use-event-checkout";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { CheckoutView } from "@/lib/swr/use-public-event";

/**
 * The event page's checkout: a quantity per ticket type (within its per-order limits and what
 * is left), donation amounts, a promo code, the total, then the buyer's name and email. Placing
 * the order reserves the tickets and moves on to the order's own page.
 */
export function EventCheckout({ initialView }: { initialView: CheckoutView }) {
  const checkout = useEventCheckout(initialView);
  const { t, view, rows, isBuyable, closedNote, canUsePromo, onSubmit } = checkout;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {t("heading")}
      </Typography>

      {view.ticketTypes.length === 0 ? (
        <Typography color="text.secondary">{t("noTickets")}</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {rows.map((row) => (
              <CheckoutTicketRow key={row.ticket.id} row={row} checkout={checkout} />
            ))}
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
              {canUsePromo && <CheckoutPromoField checkout={checkout} />}
              <CheckoutTotal checkout={checkout} />
              <CheckoutBuyerFields checkout={checkout} />
              <CheckoutSubmit checkout={checkout} />
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The number of tickets chosen and what they cost, read out as it changes. */
function CheckoutTotal({ checkout }: { checkout: EventCheckoutState }) {
  const { t, ticketCount, isFree, money, total } = checkout;
  return (
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
      <Typography sx={{ fontWeight: 800, fontSize: 22, fontVariantNumeric: "tabular-nums" }} aria-live="polite">
        <VisuallyHidden>{t("total")}: </VisuallyHidden>
        {ticketCount > 0 && isFree ? t("free") : money(total)}
      </Typography>
    </Box>
  );
}

/** The refusal (if any), the button, and a line on what happens next. */
function CheckoutSubmit({ checkout }: { checkout: EventCheckoutState }) {
  const { t, formError, isSubmitting, isFree, ticketCount } = checkout;
  return (
    <>
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
  );
}
