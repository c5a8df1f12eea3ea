"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { PaymentRow } from "@/lib/payments/schema";
import { formatMoney } from "@/lib/text/money";

/** An order's total and, under it, what has been refunded of it. */
export function PaymentAmount({ payment }: { payment: Pick<PaymentRow, "total" | "refundedAmount" | "currency"> }) {
  const t = useTranslations("payments.list");
  const locale = useLocale();
  return (
    <Box sx={{ textAlign: "right", fontVariantNumeric: "tabular-nums" }}>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 700,
          textDecoration: payment.refundedAmount >= payment.total && payment.total > 0 ? "line-through" : "none",
        }}
      >
        {formatMoney(payment.total, payment.currency, locale)}
      </Typography>
      {payment.refundedAmount > 0 && (
        <Typography variant="caption" color="error.main" component="p">
          {t("refunded", { amount: formatMoney(payment.refundedAmount, payment.currency, locale) })}
        </Typography>
      )}
    </Box>
  );
}
