import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsScreen } from "@/components/dashboards/analytics/analytics-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("analyticsDashboard"))("title") };
}

// The demo analytics dashboard; its sample data is read in the browser (SWR).
export default function AnalyticsDashboardPage() {
  return <AnalyticsScreen />;
}
