"use client";
import { useLocale, useTranslations } from "next-intl";
import Link from "@mui/material/Link";
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
import { MONO } from "@/components/payments/styles";
import { useProviderLabel } from "@/components/payments/use-provider-label";
import type { PaymentRow, PaymentSort } from "@/lib/payments/schema";

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
            {header("reference", t("columns.reference"))}
            {header("buyerName", t("columns.buyer"))}
            <TableCell>{t("columns.event")}</TableCell>
            <TableCell>{t("columns.provider")}</TableCell>
            <TableCell>{t("columns.status")}</TableCell>
            {header("total", t("columns.total"), "right")}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.orderId} hover onClick={() => onOpen(payment.orderId)} sx={{ cursor: "pointer" }}>
              <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
                {formatDateTime(payment.createdAt, locale, timeZone)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  onClick={(clickEvent) => {
                    clickEvent.stopPropagation();
                    onOpen(payment.orderId);
                  }}
                  aria-label={t("list.open", { reference: payment.reference })}
                  sx={{ ...MONO, fontWeight: 600, fontSize: "0.875rem" }}
                >
                  {payment.reference}
                </Link>
              </TableCell>
              <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                  {payment.buyerName}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {payment.buyerEmail}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 140, maxWidth: 260 }}>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {payment.eventTitle}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{providerLabel(payment.provider)}</TableCell>
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
