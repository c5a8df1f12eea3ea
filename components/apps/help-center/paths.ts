// The help center's addresses (real routes under app/(site)/(main)/apps/help-center).

export const HELP_CENTER_HREF = "/apps/help-center";
export const FAQS_HREF = `${HELP_CENTER_HREF}/faqs`;
export const GUIDES_HREF = `${HELP_CENTER_HREF}/guides`;
export const SUPPORT_HREF = `${HELP_CENTER_HREF}/support`;

export function guideCategoryHref(categorySlug: string): string {
  return `${GUIDES_HREF}/${encodeURIComponent(categorySlug)}`;
}

export function guideHref(categorySlug: string, guideSlug: string): string {
  return `${guideCategoryHref(categorySlug)}/${encodeURIComponent(guideSlug)}`;
}

/** The FAQ's element id on the FAQs page: `#faq-{id}` opens and shows it. */
export function faqAnchor(faqId: string): string {
  return `faq-${faqId}`;
}

export function faqHref(faqId: string): string {
  return `${FAQS_HREF}#${faqAnchor(faqId)}`;
}
