"use client";
import { useLocale, useTranslations } from "next-intl";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { OrderStatusChip } from "@/components/events/status-chips";
import { nextSort, type PaymentsView } from "@/components/payments/payments-query";
import { PaymentAmount } from "@/components/payments/payment-amount";
import { OpenOrderLink } from "@/components/payments/open-order-link";
import { HIDE_BELOW_LG } from "@/components/events/shared-styles";
import { useProviderLabel } from "@/components/payments/use-provider-label";
import type { PaymentRow, PaymentSort } from "@/lib/payments/schema";

/** At most two lines of a long event title, ending in an ellipsis. */
const TWO_LINES = {
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
} as const;

type Props = {
  payments: PaymentRow[];
  view: Pick<PaymentsView, "sort" | "order">;
  onSort: (changes: { sort: PaymentSort; order: "asc" | "desc" }) => void;
  onOpen: (orderId: string) => void;
  timeZone: string;
  isStale: boolean;
};

/** The list on a wide screen: one row per order, sortable by date, reference, buyer and total; a click opens the order. */
export function PaymentsTable({ payments, view, onSort, onOpen, timeZone, isStale }: Props) {
  const t = useTranslations("payments");
  const locale = useLocale();
  const providerLabel = useProviderLabel();

  function header(column: PaymentSort, label: string, align: "left" | "right" = "left") {
    const isSorted = view.sort === column;
    return (
      <TableCell align={align} sortDirection={isSorted ? view.order : false} sx={{ whiteSpace: "nowrap" }}>
        <TableSortLabel
          active={isSorted}
          direction={isSorted ? view.order : "asc"}
          onClick={() => onSort(nextSort(view, column))}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  }

  return (
    <TableContainer sx={{ opacity: isStale ? 0.6 : 1, transition: "opacity 150ms" }}>
      <Table size="small" aria-label={t("list.title")}>
        <TableHead>
          <TableRow>
            {header("createdAt", t("columns.date"))}
            {header("buyerName", t("columns.buyer"))}
            <TableCell>{t("columns.event")}</TableCell>
            <TableCell sx={HIDE_BELOW_LG}>{t("columns.provider")}</TableCell>
            <TableCell>{t("columns.status")}</TableCell>
            {header("total", t("columns.total"), "right")}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.orderId} hover onClick={() => onOpen(payment.orderId)} sx={{ cursor: "pointer" }}>
              {/* The reference (the order's button) over the date: one narrow column instead of two. */}
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <OpenOrderLink payment={payment} onOpen={onOpen} sx={{ fontWeight: 600, display: "block" }} />
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(payment.createdAt, locale, timeZone)}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {payment.buyerName}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p" title={payment.buyerEmail}>
                  {payment.buyerEmail}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 140, maxWidth: 240 }}>
                <Typography variant="body2" sx={TWO_LINES}>
                  {payment.eventTitle}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...HIDE_BELOW_LG, whiteSpace: "nowrap" }}>{providerLabel(payment.provider)}</TableCell>
              <TableCell>
                <OrderStatusChip status={payment.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <PaymentAmount payment={payment} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
