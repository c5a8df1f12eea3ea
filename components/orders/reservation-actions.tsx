"use client";
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { useConfirm } from "@/components/ui/confirmation";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { ApiRequestError, apiFetch, jsonBody } from "@/lib/http/api-fetch";

type Props = {
  orderId: string;
  token: string;
  /** ISO instant the reservation ends. */
  reservedUntil: string;
  /** The server's clock when the page was rendered (ms), so a wrong clock on the phone does not lie. */
  serverNow: number;
  provider: "offline" | "stripe" | string;
  /** The total, already formatted for the page's language. */
  totalLabel: string;
  /** Back from Stripe: "done" (paid, waiting for the webhook) or "cancelled". */
  returnedFrom: "done" | "cancelled" | null;
};

/**
 * Seconds until `reservedUntil`, ticking once a second. The first value comes from the server's
 * clock (the same on the server and at hydration); the ticks correct for the phone's own clock
 * being off, so a wrong clock does not lie about the time left.
 */
function useSecondsLeft(reservedUntil: string, serverNow: number): number {
  const end = Date.parse(reservedUntil);
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.floor((end - serverNow) / 1000)));
  useEffect(() => {
    const offset = serverNow - Date.now();
    const timer = window.setInterval(
      () => setSeconds(Math.max(0, Math.floor((end - (Date.now() + offset)) / 1000))),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [end, serverNow]);
  return seconds;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The reserved state's live part: the countdown, "Confirm order" / "Pay with card", and "Cancel reservation". */
export function ReservationActions({
  orderId,
  token,
  reservedUntil,
  serverNow,
  provider,
  totalLabel,
  returnedFrom,
}: Props) {
  const t = useTranslations("orders");
  const router = useRouter();
  const confirm = useConfirm();
  const seconds = useSecondsLeft(reservedUntil, serverNow);
  const [busy, setBusy] = useState<"checkout" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isStripe = provider === "stripe";

  // Time is up: the server now answers "expired"; show that page.
  useEffect(() => {
    if (seconds === 0) router.refresh();
  }, [seconds, router]);

  // Back from Stripe: the webhook completes the order within moments; look again until it has.
  useEffect(() => {
    if (returnedFrom !== "done") return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > 60) window.clearInterval(timer);
      router.refresh();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [returnedFrom, router]);

  function explain(failure: unknown): string {
    const code = failure instanceof ApiRequestError ? failure.code : undefined;
    if (code === "reservation_expired") return t("errors.expired");
    if (code === "payments_unavailable" || code === "payment_provider_error") return t("errors.unavailable");
    if (code === "order_closed" || code === "already_completed" || code === "event_unavailable")
      return t("errors.closed");
    return t("errors.generic");
  }

  async function onCheckout() {
    setBusy("checkout");
    setError(null);
    try {
      const answer = await apiFetch<{ checkoutUrl?: string }>(
        `/api/public/orders/${encodeURIComponent(orderId)}/checkout`,
        jsonBody("POST", { token }),
      );
      if (answer.checkoutUrl) {
        window.location.assign(answer.checkoutUrl);
        return; // keep the spinner while the browser leaves
      }
      router.refresh();
    } catch (failure) {
      setError(explain(failure));
      if (failure instanceof ApiRequestError && failure.status === 409) router.refresh();
    }
    setBusy(null);
  }

  async function onCancel() {
    const isConfirmed = await confirm({
      title: t("reserved.cancelTitle"),
      message: t("reserved.cancelText"),
      actions: {
        confirm: { label: t("reserved.cancelAction"), color: "error" },
        cancel: { label: t("reserved.keep") },
      },
    });
    if (!isConfirmed) return;
    setBusy("cancel");
    setError(null);
    try {
      await apiFetch(`/api/public/orders/${encodeURIComponent(orderId)}/cancel`, jsonBody("POST", { token }));
      router.refresh();
    } catch (failure) {
      setError(explain(failure));
    }
    setBusy(null);
  }

  return (
    <Box sx={{ display: "grid", gap: 2.5, justifyItems: "center", width: "100%" }}>
      <Countdown seconds={seconds} />

      {returnedFrom === "done" && (
        <Alert severity="info" icon={<CircularProgress size={20} />} sx={{ width: "100%" }}>
          {t("reserved.returnedFromStripe")}
        </Alert>
      )}
      {returnedFrom === "cancelled" && (
        <Alert severity="warning" sx={{ width: "100%" }}>
          {t("reserved.paymentCancelled")}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ width: "100%" }} role="alert">
          {error}
        </Alert>
      )}

      <Box sx={{ width: "100%", maxWidth: 420, display: "grid", gap: 1.25 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onCheckout}
          disabled={busy !== null || seconds === 0}
          startIcon={
            busy === "checkout" ? (
              <CircularProgress size={18} color="inherit" />
            ) : isStripe ? (
              <CreditCardOutlined />
            ) : undefined
          }
          sx={{ py: 1.4, fontSize: 16 }}
        >
          {isStripe ? t("reserved.pay", { amount: totalLabel }) : t("reserved.confirm")}
        </Button>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: "center", display: "flex", gap: 0.75, alignItems: "flex-start", justifyContent: "center" }}
        >
          {isStripe && <LockOutlined sx={{ fontSize: 16, mt: 0.25 }} aria-hidden />}
          <span>{isStripe ? t("reserved.payNote") : t("reserved.confirmNote")}</span>
        </Typography>
        <Button
          color="inherit"
          onClick={onCancel}
          disabled={busy !== null}
          sx={{ justifySelf: "center", color: "text.secondary", textDecoration: "underline", textUnderlineOffset: 3 }}
        >
          {busy === "cancel" ? <CircularProgress size={18} color="inherit" /> : t("reserved.cancel")}
        </Button>
      </Box>
    </Box>
  );
}

/** Minutes and seconds left, big; screen readers hear the minutes, not every second. */
function Countdown({ seconds }: { seconds: number }) {
  const t = useTranslations("orders");
  const minutes = Math.floor(seconds / 60);
  const isUrgent = seconds < 120;
  return (
    <Box sx={{ textAlign: "center" }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, textTransform: "uppercase", letterSpacing: "0.08em", fontSize: 12 }}
      >
        {t("reserved.timeLeft")}
      </Typography>
      <Box
        role="timer"
        aria-label={t("reserved.timeLeft")}
        sx={{
          fontSize: { xs: 44, sm: 52 },
          fontWeight: 800,
          lineHeight: 1.1,
          fontVariantNumeric: "tabular-nums",
          letterSpacing: "0.02em",
          color: seconds === 0 ? "text.disabled" : isUrgent ? "warning.main" : "text.primary",
        }}
      >
        {seconds === 0 ? t("reserved.timeUp") : `${pad(minutes)}:${pad(seconds % 60)}`}
      </Box>
      {/* Screen readers hear the minutes, not every second. */}
      <VisuallyHidden component="div" aria-live="polite">
        {seconds === 0
          ? t("reserved.timeUp")
          : minutes > 0
            ? t("reserved.minutesLeft", { minutes })
            : t("reserved.lessThanMinute")}
      </VisuallyHidden>
    </Box>
  );
}
