"use client";
import useSWR from "swr";
import { apiFetch, ApiRequestError } from "@/lib/http/api-fetch";

// The demo dashboards' reads (`GET /api/dashboards/{name}`, issue 16). Their data is computed
// sample content, the same for every signed-in user, so the key is just the URL. A refusal
// (4xx) is not retried: asking again would answer the same.

export type DashboardName = "project" | "analytics" | "finance" | "crypto";

export const DASHBOARDS_URL = "/api/dashboards";

/**
 * One demo dashboard's data, typed by the caller:
 * `useDashboard<ProjectDashboard>("project")` → SWR's `{ data, error, isLoading, mutate }`.
 * Retry a failed read with `mutate()`.
 */
export function useDashboard<T>(name: DashboardName) {
  return useSWR<T, Error>(`${DASHBOARDS_URL}/${name}`, (url: string) => apiFetch<T>(url), {
    shouldRetryOnError: (error: Error) => !(error instanceof ApiRequestError && error.status < 500),
    revalidateOnFocus: false,
  });
}
