"use client";
import { useTranslations } from "next-intl";
import CreditCardOffOutlined from "@mui/icons-material/CreditCardOffOutlined";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { PaymentTotals } from "@/lib/payments/schema";

type Stripe = PaymentTotals["stripe"];

/** The screen's title and whether card payments work: Stripe configured, in test or live mode (`undefined` while unknown, null for staff). */
export function PaymentsHeader({ stripe }: { stripe: Stripe | null | undefined }) {
  const t = useTranslations("payments");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 0.5 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
        {t("title")}
      </Typography>
      <Typography color="text.secondary">{t("subtitle")}</Typography>
      {stripe === undefined && <Skeleton variant="text" width={260} />}
      {stripe && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mt: 0.5 }}>
          {stripe.configured ? (
            <CreditCardOutlined fontSize="small" color="success" aria-hidden />
          ) : (
            <CreditCardOffOutlined fontSize="small" color="disabled" aria-hidden />
          )}
          <Typography variant="body2" color="text.secondary">
            {stripe.configured ? t("stripe.configured") : t("stripe.notConfigured")}
          </Typography>
          {stripe.configured && stripe.mode && (
            <Chip
              size="small"
              label={t(`stripe.mode.${stripe.mode}`)}
              color={stripe.mode === "live" ? "success" : "warning"}
              variant="outlined"
              sx={{ fontWeight: 600 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
