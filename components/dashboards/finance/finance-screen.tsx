"use client";
import { useTranslations } from "next-intl";
import { DashboardFrame, DashboardLoadError } from "@/components/dashboards/shared";
import { AccountBalanceCard } from "@/components/dashboards/finance/account-balance-card";
import { BudgetCard } from "@/components/dashboards/finance/budget-card";
import { StatementCard } from "@/components/dashboards/finance/statement-card";
import { TransactionsCard } from "@/components/dashboards/finance/transactions-card";
import type { FinanceDashboard } from "@/lib/dashboards/finance";
import { useDashboard } from "@/lib/swr/use-dashboards";

// The finance dashboard (issue 16): every part of `GET /api/dashboards/finance` as cards — the
// account balance, the month's budget, the previous and current statements and the recent
// transactions. Skeletons while it loads; a failed read shows Retry instead.

export function FinanceScreen() {
  const t = useTranslations("financeDashboard");
  const common = useTranslations("dashboardsCommon");
  const { data, error, mutate } = useDashboard<FinanceDashboard>("finance");
  return (
    <DashboardFrame title={t("title")} subtitle={common("sampleData")}>
      {error && !data ? (
        <DashboardLoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <AccountBalanceCard balance={data?.accountBalance} />
          <BudgetCard budget={data?.budget} />
          <StatementCard kind="previous" statement={data?.previousStatement} />
          <StatementCard kind="current" statement={data?.currentStatement} />
          <TransactionsCard transactions={data?.recentTransactions} />
        </>
      )}
    </DashboardFrame>
  );
}
