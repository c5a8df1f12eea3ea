// The help center's search: FAQ questions and guide titles that contain every word typed, in any
// letter case and with or without accents ("sifre" finds "Şifre"), FAQs first, in their order.

import { matchesEveryWord } from "@/lib/text/fold-accents";

export type SearchableFaq = { id: string; question: string; categorySlug: string };
export type SearchableGuide = { id: string; title: string; subtitle: string; slug: string; categorySlug: string };
export type HelpCenterHit =
  | { kind: "faq"; id: string; title: string; categorySlug: string }
  | { kind: "guide"; id: string; title: string; subtitle: string; slug: string; categorySlug: string };

/** At most this many hits are shown; the rest are counted. */
export const MAX_SEARCH_HITS = 12;

/** Every FAQ and guide whose question or title holds all the words of `query`; nothing for a blank query. */
export function searchHelpCenter(
  query: string,
  faqs: readonly SearchableFaq[],
  guides: readonly SearchableGuide[],
): HelpCenterHit[] {
  if (!query.trim()) return [];
  return [
    ...faqs
      .filter((faq) => matchesEveryWord(query, faq.question))
      .map((faq): HelpCenterHit => ({ kind: "faq", id: faq.id, title: faq.question, categorySlug: faq.categorySlug })),
    ...guides
      .filter((guide) => matchesEveryWord(query, guide.title))
      .map((guide): HelpCenterHit => ({ kind: "guide", ...guide })),
  ];
}
