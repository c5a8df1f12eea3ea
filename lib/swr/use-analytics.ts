"use client";
import useSWR from "swr";
import type { z } from "zod";
import type { Breakdown, breakdownAnswerSchema, summaryAnswerSchema } from "@/lib/analytics/schema";
import { apiFetch, ApiRequestError } from "@/lib/http/api-fetch";
import { queryString } from "@/lib/swr/use-events";

// The analytics screen's reads (issue 12), typed by the API's answer schemas. Keys carry the
// account, so after switching accounts the screen never shows the previous account's figures
// while it reads again. A refusal (403 for staff, 400, 404) is not retried: asking again would
// answer the same.

export const ANALYTICS_URL = "/api/analytics";

export type SummaryAnswer = z.infer<typeof summaryAnswerSchema>;
export type BreakdownAnswer = z.infer<typeof breakdownAnswerSchema>;
export type AnalyticsQuery = { from: string; to: string; eventId?: string };

const options = {
  keepPreviousData: true,
  shouldRetryOnError: (error: Error) => !(error instanceof ApiRequestError && error.status < 500),
};

const read = <T>([url]: [string, string]) => apiFetch<T>(url);

/** `GET /api/analytics/summary`; `query` null reads nothing. */
export function useAnalyticsSummary(accountKey: string, query: AnalyticsQuery | null) {
  return useSWR<SummaryAnswer, Error, [string, string] | null>(
    query ? [`${ANALYTICS_URL}/summary${queryString(query)}`, accountKey] : null,
    read<SummaryAnswer>,
    options,
  );
}

/** `GET /api/analytics/breakdown?by=…`; `query` null reads nothing. */
export function useAnalyticsBreakdown(accountKey: string, by: Breakdown, query: AnalyticsQuery | null) {
  return useSWR<BreakdownAnswer, Error, [string, string] | null>(
    query ? [`${ANALYTICS_URL}/breakdown${queryString({ by, ...query })}`, accountKey] : null,
    read<BreakdownAnswer>,
    options,
  );
}
