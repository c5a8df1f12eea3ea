"use client";
import { useTranslations } from "next-intl";
import { describeApiError } from "@/components/events/api-error";

/**
 * What to tell the member about a failed vendor request: the translation of its code from
 * `vendors.errors.*` (last_owner, forbidden, vendor_in_use …), else the API's own message, else `fallback`.
 */
export function useVendorErrorText() {
  const t = useTranslations("vendors");
  const known = (code: string) => (t.has(`errors.${code}` as never) ? t(`errors.${code}` as never) : undefined);
  return (error: unknown, fallback?: string) => describeApiError(error, known, fallback ?? t("errors.generic"));
}
