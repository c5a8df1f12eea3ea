"use client";
import useSWR, { useSWRConfig } from "swr";
import type { z } from "zod";
import type {
  faqCategorySchema,
  guideCategoryPreviewSchema,
  guideCategorySchema,
  guideWithContentSchema,
  SupportRequest,
} from "@/lib/help-center/schema";
import { MAX_VISIBLE_GUIDES } from "@/lib/help-center/schema";
import { ApiRequestError, apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { Notice } from "@/lib/swr/use-notices";
import { noticesUrl } from "@/lib/swr/use-notices";

// The help center's screens read its content through SWR. The content is the same for everyone
// and small (a few dozen FAQs and guides), so the home page's search filters what it has read.

export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type Faq = FaqCategory["faqs"][number];
export type GuideCategoryPreview = z.infer<typeof guideCategoryPreviewSchema>;
export type GuideCategory = z.infer<typeof guideCategorySchema>;
export type GuideSummary = GuideCategory["guides"][number];
export type GuideWithContent = z.infer<typeof guideWithContentSchema>;

const HELP_CENTER_URL = "/api/help-center";
/** Content that is not there will not appear by asking again. */
const notFoundIsFinal = { shouldRetryOnError: (error: unknown) => !isNotFound(error) };

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** Every FAQ category with its FAQs, in order. */
export function useFaqCategories() {
  return useSWR<FaqCategory[]>(`${HELP_CENTER_URL}/faqs`);
}

/**
 * Every guide category with its first `limit` guides (the API's default is 5), and how many it has.
 * `"all"` asks for every guide of every category.
 */
export function useGuideCategoryPreviews(limit: number | "all") {
  const count = limit === "all" ? MAX_VISIBLE_GUIDES : limit;
  return useSWR<GuideCategoryPreview[]>(`${HELP_CENTER_URL}/guides?limit=${count}`);
}

/** One guide category with all its guides; 404 (see isNotFound) for an unknown slug. */
export function useGuideCategory(slug: string) {
  return useSWR<GuideCategory>(`${HELP_CENTER_URL}/guides?slug=${encodeURIComponent(slug)}`, notFoundIsFinal);
}

/** One guide with its (sanitised) content; 404 for an unknown category or guide. */
export function useGuide(categorySlug: string, guideSlug: string) {
  const query = `categorySlug=${encodeURIComponent(categorySlug)}&guideSlug=${encodeURIComponent(guideSlug)}`;
  return useSWR<GuideWithContent>(`${HELP_CENTER_URL}/guide?${query}`, notFoundIsFinal);
}

/**
 * Sends the support form. The request becomes one of the user's messages, so the shell's messages
 * list is read again at once: the top bar's badge shows it without a reload.
 */
export function useSendSupportRequest() {
  const { mutate } = useSWRConfig();
  return async (request: SupportRequest): Promise<Notice> => {
    const message = await apiFetch<Notice>(`${HELP_CENTER_URL}/support`, jsonBody("POST", request));
    await mutate(noticesUrl("message"));
    return message;
  };
}
