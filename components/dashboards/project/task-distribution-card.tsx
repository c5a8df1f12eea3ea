"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { DashboardCard, DashboardDonutChart, StatFigure, useNumberFormats } from "@/components/dashboards/shared";
import { taskSlices, type Week } from "@/components/dashboards/project/project-shape";
import { useProjectLabels } from "@/components/dashboards/project/labels";
import { WeekToggle } from "@/components/dashboards/project/week-toggle";
import type { ProjectDashboard } from "@/lib/dashboards/project";

// Task distribution of this or last week: the share of each area as a donut (its numbers in a
// table screen readers read) and, visible to everyone, the same shares as a table; new and
// completed tasks of the week below.

export function TaskDistributionCard({ tasks }: { tasks: ProjectDashboard["taskDistribution"] | undefined }) {
  const common = useTranslations("dashboardsCommon");
  const { t, area } = useProjectLabels();
  const formats = useNumberFormats();
  const [week, setWeek] = useState<Week>("this-week");
  const slices = tasks ? taskSlices(tasks, week) : [];
  const overview = tasks?.overview[week];
  const share = (value: number) => formats.percent(value, 0);

  return (
    <DashboardCard
      title={t("tasks.title")}
      span={{ md: 6 }}
      loading={!tasks}
      skeletonHeight={380}
      action={<WeekToggle value={week} onChange={setWeek} />}
    >
      {tasks && overview && (
        <>
          <DashboardDonutChart
            slices={slices.map((slice) => ({ id: slice.id, label: area(slice.area), value: slice.value }))}
            caption={t("tasks.chartCaption", { range: week === "this-week" ? common("thisWeek") : common("lastWeek") })}
            labelHeader={t("tasks.area")}
            valueHeader={common("share")}
            format={share}
            heights={{ phone: 230, desktop: 250 }}
          />
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2, mt: 2 }}>
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: "action.hover" }}>
              <StatFigure label={t("tasks.newTasks")} value={formats.number(overview.new, 0)} align="center" />
            </Box>
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: "action.hover" }}>
              <StatFigure
                label={t("tasks.completedTasks")}
                value={formats.number(overview.completed, 0)}
                align="center"
              />
            </Box>
          </Box>
          <Table size="small" sx={{ mt: 2 }} aria-label={t("tasks.tableLabel")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("tasks.area")}</TableCell>
                <TableCell align="right">{common("share")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {slices.map((slice) => (
                <TableRow key={slice.id}>
                  <TableCell component="th" scope="row">
                    {area(slice.area)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
                    {share(slice.value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </DashboardCard>
  );
}
