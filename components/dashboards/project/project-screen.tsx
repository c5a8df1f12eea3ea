"use client";
import { useTranslations } from "next-intl";
import { DashboardFrame, DashboardLoadError } from "@/components/dashboards/shared";
import { BudgetDetailsCard } from "@/components/dashboards/project/budget-details-card";
import { BudgetDistributionCard, ExpensesColumn } from "@/components/dashboards/project/budget-cards";
import { GithubIssuesCard } from "@/components/dashboards/project/github-issues-card";
import { ScheduleCard } from "@/components/dashboards/project/schedule-card";
import { TaskDistributionCard } from "@/components/dashboards/project/task-distribution-card";
import { TeamMembersCard } from "@/components/dashboards/project/team-members-card";
import type { ProjectDashboard } from "@/lib/dashboards/project";
import { useDashboard } from "@/lib/swr/use-dashboards";

// The project dashboard (issue 16): every part of `GET /api/dashboards/project` as cards — GitHub
// issues, task distribution, schedule, budget distribution and expenses, budget details, team.
// Each card shows its skeleton while the data loads; a failed read shows Retry instead.

export function ProjectScreen() {
  const t = useTranslations("projectDashboard");
  const common = useTranslations("dashboardsCommon");
  const { data, error, mutate } = useDashboard<ProjectDashboard>("project");
  return (
    <DashboardFrame title={t("title")} subtitle={common("sampleData")}>
      {error && !data ? (
        <DashboardLoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <GithubIssuesCard issues={data?.githubIssues} />
          <TaskDistributionCard tasks={data?.taskDistribution} />
          <ScheduleCard schedule={data?.schedule} />
          <BudgetDistributionCard budget={data?.budgetDistribution} />
          <ExpensesColumn data={data} />
          <BudgetDetailsCard details={data?.budgetDetails} />
          <TeamMembersCard members={data?.teamMembers} />
        </>
      )}
    </DashboardFrame>
  );
}
