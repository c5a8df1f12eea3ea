import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loadAnalyticsContext } from "@/app/(site)/(main)/pages/analytics/_data/load-analytics-context";
import { AnalyticsScreen } from "@/components/analytics/analytics-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.analytics"))("title") };
}

/**
 * /pages/analytics: the active account's views, visitors, orders, tickets, revenue and conversion
 * for a period (and optionally one event), per day and broken down. The period, event and tab live
 * in the URL; the figures are read in the browser (SWR), the account's today here.
 */
export default async function AnalyticsPage() {
  return <AnalyticsScreen {...await loadAnalyticsContext()} />;
}
