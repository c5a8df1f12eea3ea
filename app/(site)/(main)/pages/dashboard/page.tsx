import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { requireUser } from "@/lib/auth/require-user";
import { getDashboard } from "@/lib/dashboard/get-dashboard";
import { resolveAccount } from "@/lib/events/account";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages.dashboard"))("title") };
}

/**
 * /pages/dashboard: the active account's figures, read here for the first paint (the same use case
 * as GET /api/dashboard, which the screen then polls).
 */
export default async function DashboardPage() {
  const user = await requireUser();
  const account = await resolveAccount(user);
  const dashboard = await getDashboard(account, new Date(), user.id);
  return (
    <DashboardScreen
      initial={dashboard}
      account={{ key: account.key, name: account.name, vendorId: account.vendorId }}
    />
  );
}
