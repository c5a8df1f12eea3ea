"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { DashboardCard, DashboardLineChart, StatFigure, useNumberFormats } from "@/components/dashboards/shared";
import {
  issueSeries,
  MINOR_ISSUE_KEYS,
  percentChange,
  type IssueKey,
  type Week,
} from "@/components/dashboards/project/project-shape";
import { useProjectLabels } from "@/components/dashboards/project/labels";
import { WeekToggle } from "@/components/dashboards/project/week-toggle";
import type { ProjectDashboard } from "@/lib/dashboards/project";

// GitHub issues of this or last week: new (line) and closed (bars) per weekday, the week's
// totals big (this week's with the change from last week) and the other figures small.

const ISSUE_WORDS = {
  "new-issues": "newIssues",
  "closed-issues": "closedIssues",
  fixed: "fixed",
  "wont-fix": "wontFix",
  "re-opened": "reOpened",
  "needs-triage": "needsTriage",
} as const satisfies Record<IssueKey, string>;

export function GithubIssuesCard({ issues }: { issues: ProjectDashboard["githubIssues"] | undefined }) {
  const common = useTranslations("dashboardsCommon");
  const { t, weekday, weekdayLong } = useProjectLabels();
  const formats = useNumberFormats();
  const [week, setWeek] = useState<Week>("this-week");
  const weekLabel = week === "this-week" ? common("thisWeek") : common("lastWeek");
  const overview = issues?.overview[week];
  const previous = issues?.overview["last-week"];
  const changeOf = (key: IssueKey) => {
    if (week !== "this-week" || !overview || !previous) return undefined;
    const change = percentChange(overview[key], previous[key]);
    if (change === null) return undefined;
    return {
      text: t("issues.changeFromLastWeek", {
        change: formats.percent(Math.abs(change), 1),
        direction: change >= 0 ? "up" : "down",
      }),
      direction: change > 0 ? ("up" as const) : change < 0 ? ("down" as const) : ("flat" as const),
      tone: "neutral" as const,
    };
  };

  return (
    <DashboardCard
      title={t("issues.title")}
      subtitle={t("issues.subtitle")}
      span={{ md: 12 }}
      loading={!issues}
      skeletonHeight={320}
      action={<WeekToggle value={week} onChange={setWeek} />}
    >
      {issues && overview && (
        <Box
          sx={{
            display: "grid",
            gap: 3,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 7fr) minmax(0, 5fr)" },
            alignItems: "center",
          }}
        >
          <DashboardLineChart
            labels={issues.labels.map(weekday)}
            tableLabels={issues.labels.map(weekdayLong)}
            series={issueSeries(issues, week).map((series, index) => ({
              id: series.id,
              label: series.labelKey ? t(`issues.${series.labelKey}`) : series.name,
              data: series.data,
              type: series.type,
              color: index === 0 ? "primary" : "secondary",
            }))}
            caption={t("issues.chartCaption", { range: weekLabel })}
            labelHeader={common("day")}
            format={(value) => formats.number(value, 0)}
            phoneLabels={7}
          />
          <Box>
            <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2 }}>
              {(["new-issues", "closed-issues"] as const).map((key) => (
                <Box key={key} sx={{ p: 2, borderRadius: 2, bgcolor: "action.hover" }}>
                  <StatFigure
                    label={t(`issues.${ISSUE_WORDS[key]}`)}
                    value={formats.number(overview[key], 0)}
                    size="large"
                    color={key === "new-issues" ? "primary.main" : "secondary.main"}
                    change={changeOf(key)}
                  />
                </Box>
              ))}
            </Box>
            <Divider sx={{ my: 2 }} />
            <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2 }}>
              {MINOR_ISSUE_KEYS.map((key) => (
                <StatFigure
                  key={key}
                  label={t(`issues.${ISSUE_WORDS[key]}`)}
                  value={formats.number(overview[key], 0)}
                  size="small"
                />
              ))}
            </Box>
          </Box>
        </Box>
      )}
    </DashboardCard>
  );
}
