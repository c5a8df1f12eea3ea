"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { OrderRowActions } from "@/components/events/order-row-actions";
import { OrderStatusChip } from "@/components/events/status-chips";
import { CODE_FONT, HIDE_BELOW_LG, HIDE_ON_PHONE } from "@/components/events/shared-styles";
import type { OrderRow as Order } from "@/components/events/types";
import type { OrderAction } from "@/components/events/use-order-actions";
import { formatMoney } from "@/lib/text/money";

const MONO = { fontFamily: CODE_FONT, letterSpacing: "0.02em" } as const;

/**
 * One order. On a phone the hidden columns fold into the first cell (buyer, tickets, source) and
 * the total's cell (status and actions); a tablet shows the ticket count under the buyer.
 */
export function OrderRow({
  order,
  busy,
  onAct,
}: {
  order: Order;
  busy: string | null;
  onAct: (order: Order, action: OrderAction) => void;
}) {
  const t = useTranslations("events");
  const locale = useLocale();
  return (
    <TableRow hover>
      <TableCell
        sx={{
          whiteSpace: { md: "nowrap" },
          verticalAlign: { xs: "top", md: "middle" },
          minWidth: { xs: 150, md: 0 },
        }}
      >
        <Typography variant="body2" sx={{ ...MONO, fontWeight: 600 }}>
          {order.reference}
        </Typography>
        <Box sx={{ display: { md: "none" }, mt: 0.25 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {order.buyerName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: "anywhere" }}>
            {order.buyerEmail}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t("orders.ticketsCount", { count: order.tickets })}
            {order.utmSource ? ` · ${order.utmSource}` : ""}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(order.createdAt, locale)}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...HIDE_ON_PHONE, minWidth: 180, maxWidth: 320 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "break-word" }}>
          {order.buyerName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {order.buyerEmail}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { lg: "none" } }}>
          {t("orders.ticketsCount", { count: order.tickets })}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={HIDE_BELOW_LG}>
        {order.tickets}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap", verticalAlign: { xs: "top", md: "middle" } }}>
        {formatMoney(order.total, order.currency, locale)}
        {order.promoCode && (
          <Typography variant="caption" color="text.secondary" component="p" sx={MONO}>
            {order.promoCode}
          </Typography>
        )}
        <Box
          sx={{
            display: { xs: "flex", md: "none" },
            flexDirection: "column",
            alignItems: "flex-end",
            gap: 0.75,
            mt: 0.75,
          }}
        >
          <OrderStatusChip status={order.status} />
          <Box>
            <OrderRowActions order={order} busy={busy} onAct={onAct} />
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={HIDE_ON_PHONE}>
        <OrderStatusChip status={order.status} />
      </TableCell>
      <TableCell sx={HIDE_ON_PHONE}>
        {order.utmSource ?? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t("orders.direct")}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ ...HIDE_ON_PHONE, py: 0.5, whiteSpace: "nowrap" }}>
        <OrderRowActions order={order} busy={busy} onAct={onAct} />
      </TableCell>
    </TableRow>
  );
}
