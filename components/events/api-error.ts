import { ApiRequestError } from "@/lib/http/api-fetch";

export type ApiIssue = { path: (string | number)[]; code?: string; message: string };

/** The `code` of an API error answer ("slug_taken", "not_found" ...), if it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const body = error.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === "string" ? body.error.code : undefined;
}

/** The field issues of a 400 answer. */
export function apiIssues(error: unknown): ApiIssue[] {
  if (!(error instanceof ApiRequestError)) return [];
  const body = error.body as { error?: { issues?: unknown } } | null;
  return Array.isArray(body?.error?.issues) ? (body.error.issues as ApiIssue[]) : [];
}

export function apiStatus(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/**
 * What to tell the host about a failed request: the translation of its code when the screens
 * know it (`known(code)` answers undefined otherwise), else the API's own message, else `fallback`.
 */
export function describeApiError(
  error: unknown,
  known: (code: string) => string | undefined,
  fallback: string,
): string {
  const code = apiErrorCode(error);
  const translated = code ? known(code) : undefined;
  if (translated) return translated;
  if (
    error instanceof ApiRequestError &&
    apiStatus(error) !== 500 &&
    error.message &&
    !error.message.startsWith("Request failed")
  )
    return error.message;
  return fallback;
}
