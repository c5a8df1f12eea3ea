"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import UndoOutlined from "@mui/icons-material/UndoOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { OrderStatusChip } from "@/components/events/status-chips";
import { isAwaitingOfflinePayment, useOfflineOrderActions } from "@/components/payments/use-offline-order-actions";
import type { OrderDetail } from "@/lib/payments/schema";
import type { OrderStatus } from "@/lib/events/schema";
import { formatMoney } from "@/lib/text/money";

/** The drawer's head: the order's event and status, its money at a glance, and what the host can do with it. */
export function OrderSummary({ order, onRefund }: { order: OrderDetail; onRefund: () => void }) {
  const t = useTranslations("payments.drawer");
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const actions = useOfflineOrderActions();
  const isOffline = isAwaitingOfflinePayment(order);
  const figures = [
    { label: t("total"), value: money(order.total) },
    { label: t("refunded"), value: money(order.refundedAmount) },
    { label: t("refundable"), value: money(order.refundable) },
  ];
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2, display: "flex", flexDirection: "column", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <OrderStatusChip status={order.status as OrderStatus} />
        <Link
          component={NextLink}
          href={`/pages/events/${encodeURIComponent(order.eventId)}?tab=orders`}
          underline="hover"
          variant="body2"
          sx={{ overflowWrap: "anywhere" }}
        >
          {order.eventTitle}
        </Link>
      </Box>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1.5 }}>
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {(order.refundable > 0 || isOffline) && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          {order.refundable > 0 && (
            <Button variant="contained" color="error" startIcon={<UndoOutlined />} onClick={onRefund}>
              {t("refund")}
            </Button>
          )}
          {isOffline && (
            <>
              <Button
                variant="contained"
                color="success"
                startIcon={<CheckCircleOutlined />}
                disabled={actions.busy !== null}
                loading={actions.busy === "mark-paid"}
                onClick={() => void actions.run(order, "mark-paid")}
              >
                {t("markPaid")}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<CancelOutlined />}
                disabled={actions.busy !== null}
                loading={actions.busy === "cancel"}
                onClick={() => void actions.run(order, "cancel")}
              >
                {t("cancelOrder")}
              </Button>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
