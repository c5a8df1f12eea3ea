import { LOCALES, type Locale } from "@/lib/i18n/config";

// The documentation's pages: one Markdown file per page and language under content/docs/<lang>/.
// The order here is the reading order of the side list and of previous/next.

export const DOCS_HREF = "/docs";
export const CHANGELOG_HREF = "/docs/changelog";

export const DOC_SECTIONS = [
  {
    slug: "getting-started",
    guides: [
      "introduction",
      "running-locally",
      "demo-accounts",
      "create-and-publish-an-event",
      "selling-tickets",
      "vendors-and-teams",
    ],
  },
] as const;

export type DocSectionSlug = (typeof DOC_SECTIONS)[number]["slug"];

/** A page of the docs: its file (without `.md`, relative to the language's folder) and its link. */
export type DocPage = { kind: "guide" | "changelog"; file: string; href: string; section?: string; slug?: string };

export function guideHref(section: string, slug: string): string {
  return `${DOCS_HREF}/guides/${section}/${slug}`;
}

export const CHANGELOG_PAGE: DocPage = { kind: "changelog", file: "changelog", href: CHANGELOG_HREF };

/** Every guide in reading order. */
export function listGuides(): DocPage[] {
  return DOC_SECTIONS.flatMap(({ slug: section, guides }) =>
    guides.map((slug) => ({
      kind: "guide" as const,
      file: `guides/${section}/${slug}`,
      href: guideHref(section, slug),
      section,
      slug,
    })),
  );
}

/** Every page (the guides, then the changelog). */
export function listDocPages(): DocPage[] {
  return [...listGuides(), CHANGELOG_PAGE];
}

/** The guide at `/docs/guides/<section>/<slug>`, or null. */
export function findGuide(section: string, slug: string): DocPage | null {
  return listGuides().find((page) => page.section === section && page.slug === slug) ?? null;
}

/** The guides before and after `page` in reading order (the last guide leads to the changelog). */
export function neighbours(page: DocPage): { previous: DocPage | null; next: DocPage | null } {
  const pages = listDocPages();
  const index = pages.findIndex((candidate) => candidate.href === page.href);
  if (index < 0) return { previous: null, next: null };
  return { previous: pages[index - 1] ?? null, next: pages[index + 1] ?? null };
}

/** The route params of every guide, for generateStaticParams. */
export function guideParams(): { section: string; guide: string }[] {
  return listGuides().map((page) => ({ section: page.section ?? "", guide: page.slug ?? "" }));
}

/** Every file that must exist, per language (a test asserts none is missing). */
export function expectedDocFiles(): { locale: Locale; file: string }[] {
  return LOCALES.flatMap((locale) => listDocPages().map((page) => ({ locale, file: page.file })));
}
