"use client";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { DashboardCard, useNumberFormats } from "@/components/dashboards/shared";
import { budgetCellKind, budgetColumns, budgetTotals } from "@/components/dashboards/project/project-shape";
import { useProjectLabels } from "@/components/dashboards/project/labels";
import type { BudgetRow, ProjectDashboard } from "@/lib/dashboards/project";
import { ScrollRegion } from "@/components/ui/scroll-region";

// Budget details: one row per category with the columns the data names (money and percentages
// in the reader's language), a bar of what is spent, and the totals below. Scrolls sideways
// inside its card on a phone.

export function BudgetDetailsCard({ details }: { details: ProjectDashboard["budgetDetails"] | undefined }) {
  const { t, budgetType } = useProjectLabels();
  const formats = useNumberFormats();
  const columns = details ? budgetColumns(details.columns) : [];
  const totals = details ? budgetTotals(details.rows) : null;
  const cell = (
    row: Pick<BudgetRow, keyof ReturnType<typeof budgetTotals>> & { type?: string },
    column: keyof BudgetRow,
  ) => {
    const kind = budgetCellKind(column);
    if (kind === "type") return row.type ? budgetType(row.type) : t("details.total");
    const value = row[column as keyof ReturnType<typeof budgetTotals>];
    return kind === "money" ? formats.money(value) : formats.percent(value);
  };

  return (
    <DashboardCard title={t("details.title")} span={{ md: 12 }} loading={!details} skeletonHeight={260} padded={false}>
      {details && totals && (
        <ScrollRegion label={t("details.title")}>
          <Table size="small" aria-label={t("details.title")} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column === "type" ? "left" : "right"} sx={{ whiteSpace: "nowrap" }}>
                    {t(`details.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {details.rows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column) =>
                    column === "type" ? (
                      <TableCell key={column} component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {cell(row, column)}
                      </TableCell>
                    ) : (
                      <TableCell
                        key={column}
                        align="right"
                        sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
                      >
                        {cell(row, column)}
                        {column === "expensesPercentage" && (
                          <LinearProgress
                            variant="determinate"
                            value={Math.min(100, row.expensesPercentage)}
                            aria-hidden
                            color={row.expensesPercentage > 90 ? "error" : "primary"}
                            sx={{ mt: 0.5, height: 4, borderRadius: 2, ml: "auto", maxWidth: 120 }}
                          />
                        )}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    align={column === "type" ? "left" : "right"}
                    sx={{ fontWeight: 700, color: "text.primary", fontSize: "0.875rem", whiteSpace: "nowrap" }}
                  >
                    {cell(totals, column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </ScrollRegion>
      )}
    </DashboardCard>
  );
}
