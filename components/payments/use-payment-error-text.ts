"use client";
import { useTranslations } from "next-intl";
import { apiErrorCode, apiIssues, describeApiError } from "@/components/events/api-error";

const KNOWN_CODES = [
  "not_refundable",
  "refund_failed",
  "not_found",
  "forbidden",
  "not_awaiting_payment",
  "not_cancellable",
  "payment_overdue",
] as const;

/**
 * What to tell the host about a failed payments request, in their language: a known code's text;
 * a 400 about the amount or the tickets (e.g. more than what is left, a ticket refunded meanwhile)
 * as such; else the API's own message, else `fallback`.
 */
export function usePaymentErrorText() {
  const t = useTranslations("payments.errors");
  return (error: unknown, fallback: string): string => {
    if (apiErrorCode(error) === "invalid_request") {
      const paths = apiIssues(error).map((issue) => issue.path[0]);
      if (paths.includes("amount")) return t("amountTooLarge");
      if (paths.includes("attendeeIds")) return t("ticketsUnavailable");
    }
    const known = (code: string) =>
      (KNOWN_CODES as readonly string[]).includes(code) ? t(code as (typeof KNOWN_CODES)[number]) : undefined;
    return describeApiError(error, known, fallback);
  };
}
