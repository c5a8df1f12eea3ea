"use client";
import { useTranslations } from "next-intl";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { DashboardCard, useNumberFormats } from "@/components/dashboards/shared";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { Transaction } from "@/lib/dashboards/finance";
import { ScrollRegion } from "@/components/ui/scroll-region";

// Recent transactions, newest first: id, date and time, counterparty (sample text, as it is),
// amount (income green with a plus, payments with a minus) and status. Scrolls sideways inside
// its card on a phone.

export function TransactionsCard({ transactions }: { transactions: Transaction[] | undefined }) {
  const t = useTranslations("financeDashboard");
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  return (
    <DashboardCard
      title={t("transactions.title")}
      subtitle={transactions ? t("transactions.subtitle", { count: transactions.length }) : undefined}
      span={{ md: 12 }}
      loading={!transactions}
      skeletonHeight={280}
      padded={false}
    >
      {transactions && transactions.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
          {t("transactions.empty")}
        </Typography>
      )}
      {transactions && transactions.length > 0 && (
        <ScrollRegion label={t("transactions.title")}>
          <Table size="small" aria-label={t("transactions.title")} sx={{ minWidth: 680 }}>
            <TableHead>
              <TableRow sx={{ "& th": { whiteSpace: "nowrap" } }}>
                <TableCell>{t("transactions.id")}</TableCell>
                <TableCell>{t("transactions.date")}</TableCell>
                <TableCell>{t("transactions.name")}</TableCell>
                <TableCell align="right">{t("transactions.amount")}</TableCell>
                <TableCell>{t("transactions.status")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((transaction) => (
                <TableRow key={transaction.id} hover>
                  <TableCell sx={{ fontFamily: "monospace", color: "text.secondary", whiteSpace: "nowrap" }}>
                    {transaction.transactionId}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <time dateTime={transaction.date}>{format(transaction.date, "mediumTime")}</time>
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                    {transaction.name}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      whiteSpace: "nowrap",
                      fontWeight: 700,
                      fontVariantNumeric: "tabular-nums",
                      color: transaction.amount >= 0 ? "success.main" : "text.primary",
                    }}
                  >
                    {transaction.amount >= 0 ? "+" : ""}
                    {formats.money(transaction.amount)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`transactions.statuses.${transaction.status}`)}
                      color={transaction.status === "completed" ? "success" : "warning"}
                      variant="outlined"
                      sx={{ fontWeight: 700 }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </DashboardCard>
  );
}
