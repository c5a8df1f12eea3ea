"use client";
import { useTranslations } from "next-intl";
import { apiErrorCode, apiIssues, describeApiError } from "@/components/events/api-error";

/**
 * How the settings screen words a failed request: the translation of its code under
 * `settings.errors` when there is one, else the API's own message, else the fallback. `fieldErrors`
 * puts a 400's field issues at their fields (the first issue of each field).
 */
export function useSettingsErrors() {
  const t = useTranslations("settings.errors");
  const known = (code: string) => (t.has(code as never) ? t(code as never) : undefined);

  function text(error: unknown, fallback = t("generic")): string {
    return describeApiError(error, known, fallback);
  }

  function fieldErrors(error: unknown, rename: Record<string, string> = {}): Record<string, string> {
    const code = apiErrorCode(error);
    // A rule of the use case ("invalid_password", "slug_taken") is worded by its code; a zod issue
    // the form's own check missed keeps the API's message.
    const worded = code && code !== "invalid_request" ? known(code) : undefined;
    const found: Record<string, string> = {};
    for (const issue of apiIssues(error)) {
      const field = String(issue.path[0] ?? "");
      if (field) found[rename[field] ?? field] ??= worded ?? issue.message;
    }
    return found;
  }

  return { text, fieldErrors };
}
