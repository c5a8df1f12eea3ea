import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FinanceScreen } from "@/components/dashboards/finance/finance-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("financeDashboard"))("title") };
}

// Sample data, the same for every signed-in user, read in the browser (SWR).
export default function FinanceDashboardPage() {
  return <FinanceScreen />;
}
