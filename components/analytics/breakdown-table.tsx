"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { BreakdownTab } from "@/components/analytics/analytics-view";
import { metricsOf, metricValue, type Metric, type Sort, type SortKey } from "@/components/analytics/breakdown-rows";
import { formatRate } from "@/components/analytics/format";
import { formatCount } from "@/components/dashboard/format";
import type { BreakdownRow } from "@/lib/analytics/schema";
import { formatMoney } from "@/lib/text/money";

type Props = {
  tab: BreakdownTab;
  rows: BreakdownRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  labelOf: (row: BreakdownRow) => string;
  isStale: boolean;
};

/** A figure's cell text: counts, rates as percentages, revenue one line per currency; "—" where there is none. */
function CellValue({ row, metric }: { row: BreakdownRow; metric: Metric }) {
  const locale = useLocale();
  if (metric === "revenue") {
    if (row.revenue.length === 0) return <>—</>;
    return (
      <>
        {row.revenue.map((money) => (
          <Box key={money.currency} component="span" sx={{ display: "block", whiteSpace: "nowrap" }}>
            {formatMoney(money.amount, money.currency, locale)}
          </Box>
        ))}
      </>
    );
  }
  const value = metricValue(row, metric, null);
  if (value === null) return <>—</>;
  return (
    <>{metric === "conversion" || metric === "checkInRate" ? formatRate(value, locale) : formatCount(value, locale)}</>
  );
}

/** One breakdown as a table; a click on a column's name sorts by it (again: the other way). */
export function BreakdownTable({ tab, rows, sort, onSort, labelOf, isStale }: Props) {
  const t = useTranslations("analytics.breakdown");
  const metrics = metricsOf(tab);

  function header(key: SortKey, label: string, align: "left" | "right") {
    const isSorted = sort.key === key;
    // Names read A→Z first, figures largest first.
    const firstDirection = key === "label" ? "asc" : "desc";
    return (
      <TableCell
        key={key}
        align={align}
        sortDirection={isSorted ? sort.direction : false}
        sx={{ whiteSpace: "nowrap" }}
      >
        <TableSortLabel
          active={isSorted}
          direction={isSorted ? sort.direction : firstDirection}
          onClick={() =>
            onSort({
              key,
              direction: isSorted ? (sort.direction === "asc" ? "desc" : "asc") : firstDirection,
            })
          }
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  }

  return (
    <TableContainer sx={{ opacity: isStale ? 0.6 : 1, transition: "opacity 150ms" }}>
      <Table size="small" aria-label={t(`tableLabel.${tab}`)}>
        <TableHead>
          <TableRow>
            {header("label", t(`dimension.${tab}`), "left")}
            {metrics.map((metric) => header(metric, t(`metrics.${metric}`), "right"))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key ?? "direct"} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  // Wide enough for words on a phone; the table scrolls sideways for its figures.
                  minWidth: 140,
                  maxWidth: { xs: 180, sm: 320 },
                  overflowWrap: "break-word",
                  fontWeight: 600,
                  fontStyle: row.key === null ? "italic" : undefined,
                }}
              >
                {labelOf(row)}
              </TableCell>
              {metrics.map((metric) => (
                <TableCell key={metric} align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
                  <CellValue row={row} metric={metric} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
