import { DashboardSkeleton } from "@/components/dashboard/dashboard-screen";

/** Shown at once while the server reads the dashboard's figures. */
export default function DashboardLoading() {
  return <DashboardSkeleton />;
}
