import type { ApiIssue } from "@/lib/api/errors";
import { ApiRequestError } from "@/lib/http/api-fetch";

// A caught error is `unknown`: these read an API answer's fields from it, and nothing otherwise.

/** The `code` of an API error answer ("slug_taken", "not_found" ...), if it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}

/** The field issues of a 400 answer. */
export function apiIssues(error: unknown): ApiIssue[] {
  return error instanceof ApiRequestError ? error.issues : [];
}

export function apiStatus(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/**
 * What to tell the host about a failed request: the translation of its code when the screens
 * know it (`known(code)` answers undefined otherwise), else the API's own message for a 4xx, else `fallback`.
 */
export function describeApiError(
  error: unknown,
  known: (code: string) => string | undefined,
  fallback: string,
): string {
  const code = apiErrorCode(error);
  const translated = code ? known(code) : undefined;
  if (translated) return translated;
  // A server-side failure (500, or 503 `busy`) has no message a host can act on: the translated fallback.
  if (
    error instanceof ApiRequestError &&
    error.status < 500 &&
    error.message &&
    !error.message.startsWith("Request failed")
  )
    return error.message;
  return fallback;
}
