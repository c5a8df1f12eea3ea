import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { dashboardDateLabels } from "@/components/dashboard/dashboard-dates";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { requireUser } from "@/lib/auth/require-user";
import { getDashboard } from "@/lib/dashboard/get-dashboard";
import { resolveAccount } from "@/lib/events/account";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.dashboard"))("title") };
}

/**
 * /pages/dashboard: the active account's figures, read here for the first paint (the same use case
 * as GET /api/dashboard, which the screen then polls), with their dates formatted here so the
 * browser needs no date library to show them (components/dashboard/date-requests.ts).
 */
export default async function DashboardPage() {
  const user = await requireUser();
  const account = await resolveAccount(user);
  const [dashboard, locale] = await Promise.all([getDashboard(account, new Date(), user.id), getLocale()]);
  return (
    <DashboardScreen
      initial={dashboard}
      dateLabels={dashboardDateLabels(dashboard, locale)}
      account={{ key: account.key, name: account.name, vendorId: account.vendorId }}
    />
  );
}
