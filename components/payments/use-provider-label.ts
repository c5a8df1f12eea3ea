"use client";
import { useTranslations } from "next-intl";

const KNOWN = ["offline", "stripe", "free"] as const;

/** A payment provider's name in the reader's language ("offline" → "Offline"), or its id when it is new. */
export function useProviderLabel() {
  const t = useTranslations("payments.providers");
  return (provider: string) =>
    (KNOWN as readonly string[]).includes(provider) ? t(provider as (typeof KNOWN)[number]) : provider;
}
