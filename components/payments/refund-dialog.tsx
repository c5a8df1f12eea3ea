"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useFeedback } from "@/components/events/feedback";
import { RefundFormFields } from "@/components/payments/refund-form-fields";
import { refundRequest, type RefundChoice } from "@/components/payments/refund-request";
import { usePaymentErrorText } from "@/components/payments/use-payment-error-text";
import type { OrderDetail } from "@/lib/payments/schema";
import { refundOrder, useRefreshPayments } from "@/lib/swr/use-payments";
import { formatMoney } from "@/lib/text/money";

const FIRST_CHOICE: RefundChoice = {
  mode: "whole",
  amountText: "",
  attendeeIds: [],
  releaseTickets: false,
  reason: "",
};

/**
 * A refund in two steps: what to refund, then a confirmation that states the exact amount and who
 * gets it. The server's answer decides: its error (more than what is left, Stripe refused) shows
 * here; on success the list, the totals and the drawer are read again. Mounted while open, so
 * every refund starts from a clean form.
 */
export function RefundDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const t = useTranslations("payments.refund");
  const locale = useLocale();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const notify = useFeedback();
  const refresh = useRefreshPayments();
  const errorText = usePaymentErrorText();
  const [choice, setChoice] = useState(FIRST_CHOICE);
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const request = refundRequest(order, choice);
  const problem = isSubmitted && "problem" in request ? request.problem : null;
  const amount = "amount" in request ? formatMoney(request.amount, order.currency, locale) : "";

  function change(changes: Partial<RefundChoice>) {
    setChoice((current) => ({ ...current, ...changes }));
    setServerError(null);
  }

  function next() {
    setSubmitted(true);
    if ("body" in request) setStep("confirm");
  }

  async function send() {
    if (!("body" in request)) return;
    setSending(true);
    setServerError(null);
    try {
      const answer = await refundOrder(order.id, request.body);
      notify(
        t("done", { amount: formatMoney(answer.refund.amount, order.currency, locale), reference: order.reference }),
      );
      void refresh();
      onClose();
    } catch (refundError) {
      setServerError(errorText(refundError, t("failed")));
      setSending(false);
      // What is left may have changed (another refund, a ticket refunded meanwhile): the order is
      // read again and the host chooses again on the first step, where the error stays in view.
      setStep("choose");
      void refresh();
    }
  }

  // Money back in full voids every ticket left and, since the order then holds none, puts them back on sale.
  const isFullRefund = "amount" in request && request.amount === order.refundable;
  const ticketCount = isFullRefund
    ? order.attendees.filter((attendee) => !attendee.voidedAt).length
    : choice.mode === "tickets" && "body" in request
      ? (request.body.attendeeIds?.length ?? 0)
      : 0;

  return (
    <Dialog
      open
      onClose={() => !isSending && onClose()}
      fullScreen={isPhone}
      aria-labelledby="refund-dialog-title"
      slotProps={{ paper: { sx: { width: { sm: "34rem" }, maxWidth: { sm: "34rem" } } } }}
    >
      <DialogTitle id="refund-dialog-title" sx={{ fontWeight: 700 }}>
        {step === "choose"
          ? t("title", { reference: order.reference })
          : t("confirmTitle", { amount, name: order.buyerName })}
      </DialogTitle>
      <DialogContent>
        {step === "choose" ? (
          <RefundFormFields
            order={order}
            choice={choice}
            onChange={change}
            problem={problem}
            disabled={isSending}
            isFullRefund={isFullRefund}
          />
        ) : (
          <>
            <Typography>
              {order.provider === "stripe" ? t("confirmStripe", { amount }) : t("confirmOffline", { amount })}
            </Typography>
            {ticketCount > 0 && (
              <Typography sx={{ mt: 1.5 }}>
                {choice.releaseTickets || isFullRefund
                  ? t("confirmRelease", { count: ticketCount })
                  : t("confirmVoid", { count: ticketCount })}
              </Typography>
            )}
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {t("confirmEmail", { email: order.buyerEmail })}
            </Typography>
          </>
        )}
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        {step === "choose" ? (
          <>
            <Button color="inherit" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button variant="contained" color="error" onClick={next}>
              {t("continue")}
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={() => setStep("choose")} disabled={isSending}>
              {t("back")}
            </Button>
            <Button variant="contained" color="error" onClick={() => void send()} loading={isSending} autoFocus>
              {t("confirm", { amount })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
