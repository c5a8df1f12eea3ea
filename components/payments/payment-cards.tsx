"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { OrderStatusChip } from "@/components/events/status-chips";
import { PaymentAmount } from "@/components/payments/payment-amount";
import { OpenOrderLink } from "@/components/payments/open-order-link";
import { useProviderLabel } from "@/components/payments/use-provider-label";
import type { PaymentRow } from "@/lib/payments/schema";

type Props = {
  payments: PaymentRow[];
  onOpen: (orderId: string) => void;
  timeZone: string;
  isStale: boolean;
};

/** The list on a phone: each order a stacked card (reference and status, buyer, event, when and how, amount); a tap opens it. */
export function PaymentCards({ payments, onOpen, timeZone, isStale }: Props) {
  const t = useTranslations("payments");
  const locale = useLocale();
  const providerLabel = useProviderLabel();
  return (
    <Box
      component="ul"
      aria-label={t("list.title")}
      sx={{ listStyle: "none", m: 0, p: 0, opacity: isStale ? 0.6 : 1, transition: "opacity 150ms" }}
    >
      {payments.map((payment) => (
        <Box
          component="li"
          key={payment.orderId}
          onClick={() => onOpen(payment.orderId)}
          sx={{
            borderTop: 1,
            borderColor: "divider",
            display: "flex",
            alignItems: "stretch",
            justifyContent: "space-between",
            gap: 1.5,
            px: 2,
            py: 1.5,
            cursor: "pointer",
            "&:hover, &:focus-within": { bgcolor: "action.hover" },
          }}
        >
          <Box sx={{ minWidth: 0, flex: 1, display: "flex", flexDirection: "column", gap: 0.25 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
              <OpenOrderLink payment={payment} onOpen={onOpen} sx={{ fontWeight: 700 }} />
              <OrderStatusChip status={payment.status} />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {payment.buyerName}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {payment.eventTitle}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(payment.createdAt, locale, timeZone)} · {providerLabel(payment.provider)}
            </Typography>
          </Box>
          <Box sx={{ flex: "none", alignSelf: "center" }}>
            <PaymentAmount payment={payment} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
