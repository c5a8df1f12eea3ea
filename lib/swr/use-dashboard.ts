"use client";
import useSWR from "swr";
import type { Dashboard, DashboardAnswer } from "@/lib/dashboard/schema";
import { apiFetch } from "@/lib/http/api-fetch";

export const DASHBOARD_URL = "/api/dashboard";

/** How often an open dashboard re-reads its figures (reservations expire by the minute). */
const REFRESH_MS = 60_000;

/**
 * The active account's dashboard; `initial` is what the server read for the first paint. The
 * cache entry is per account, so after switching accounts the screen never shows the previous
 * account's figures while it re-reads.
 */
export function useDashboard(accountKey: string, initial?: Dashboard) {
  return useSWR<DashboardAnswer>([DASHBOARD_URL, accountKey], () => apiFetch<DashboardAnswer>(DASHBOARD_URL), {
    fallbackData: initial ? { dashboard: initial } : undefined,
    revalidateOnMount: !initial,
    refreshInterval: REFRESH_MS,
  });
}
