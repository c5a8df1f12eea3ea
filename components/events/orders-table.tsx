"use client";
import { useTranslations } from "next-intl";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { OrderRow } from "@/components/events/order-row";
import { HIDE_BELOW_LG, HIDE_ON_PHONE } from "@/components/events/shared-styles";
import type { OrderRow as Order } from "@/components/events/types";
import type { OrderAction } from "@/components/events/use-order-actions";
import { VisuallyHidden } from "@/components/ui/visually-hidden";

/** One page of the event's orders; faded while the next page or search is read. */
export function OrdersTable({
  orders,
  isLoading,
  busy,
  onAct,
}: {
  orders: Order[];
  isLoading: boolean;
  busy: string | null;
  onAct: (order: Order, action: OrderAction) => void;
}) {
  const t = useTranslations("events");
  return (
    <TableContainer sx={{ opacity: isLoading ? 0.6 : 1 }}>
      <Table size="small" aria-label={t("orders.title")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("orders.columns.reference")}</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>{t("orders.columns.buyer")}</TableCell>
            <TableCell align="right" sx={HIDE_BELOW_LG}>
              {t("orders.columns.tickets")}
            </TableCell>
            <TableCell align="right">{t("orders.columns.total")}</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>{t("orders.columns.status")}</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>{t("orders.columns.source")}</TableCell>
            <TableCell align="right" sx={HIDE_ON_PHONE}>
              <VisuallyHidden>{t("common.actions")}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} busy={busy} onAct={onAct} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
