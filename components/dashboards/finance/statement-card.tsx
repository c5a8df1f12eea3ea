"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import { DashboardCard, StatFigure, useNumberFormats } from "@/components/dashboards/shared";
import { usage } from "@/components/dashboards/finance/finance-shape";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { Statement } from "@/lib/dashboards/finance";

// A card statement (previous or current): paid or pending, its date, what was spent of the
// limit (a bar), the limit and the minimum payment.

export function StatementCard({ kind, statement }: { kind: "previous" | "current"; statement: Statement | undefined }) {
  const t = useTranslations("financeDashboard");
  const formats = useNumberFormats();
  const { format } = useDateFormat();
  const used = statement ? usage(statement.spent, statement.limit) : 0;
  return (
    <DashboardCard
      title={t(`statements.${kind}`)}
      subtitle={
        statement
          ? t(statement.status === "paid" ? "statements.paidOn" : "statements.dueOn", {
              date: format(statement.date, "display"),
            })
          : undefined
      }
      span={{ md: 6 }}
      loading={!statement}
      skeletonHeight={170}
      action={
        statement && (
          <Chip
            size="small"
            label={t(`statements.status.${statement.status}`)}
            color={statement.status === "paid" ? "success" : "warning"}
            variant="outlined"
            sx={{ fontWeight: 700 }}
          />
        )
      }
    >
      {statement && (
        <>
          {/* What was spent first, then the limit and the minimum side by side while they fit. */}
          <StatFigure label={t("statements.spent")} value={formats.money(statement.spent)} />
          <Box sx={{ display: "grid", gap: 2, mt: 2, gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))" }}>
            <StatFigure label={t("statements.limit")} value={formats.money(statement.limit)} size="small" />
            <StatFigure label={t("statements.minimum")} value={formats.money(statement.minimum)} size="small" />
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, used)}
            color={statement.status === "paid" ? "success" : "warning"}
            aria-label={t("statements.used")}
            aria-valuetext={formats.percent(used, 1)}
            sx={{ height: 8, borderRadius: 4, mt: 2 }}
          />
          <Box sx={{ typography: "caption", color: "text.secondary", mt: 0.75 }}>
            {t("statements.usedOfLimit", { share: formats.percent(used, 1) })}
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
