import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { DocsScreen } from "@/components/docs/docs-screen";
import { loadDoc, loadDocTitles } from "@/lib/docs/load";
import { neighbours, type DocPage as DocPageEntry } from "@/lib/docs/pages";

/** A docs page in the reader's language: its Markdown rendered and sanitised here, on the server. */
export async function DocPage({ page }: { page: DocPageEntry }) {
  const locale = await getLocale();
  const [doc, items] = await Promise.all([loadDoc(locale, page), loadDocTitles(locale)]);
  if (!doc) notFound();
  const { previous, next } = neighbours(page);
  const item = (entry: DocPageEntry | null) =>
    (entry && items.find((candidate) => candidate.href === entry.href)) ?? null;
  return (
    <DocsScreen
      title={doc.title}
      html={doc.html}
      currentHref={page.href}
      items={items}
      previous={item(previous)}
      next={item(next)}
      isFallback={doc.isFallback}
    />
  );
}

/** The page's title for the browser tab. */
export async function docTitle(page: DocPageEntry): Promise<string | undefined> {
  return (await loadDoc(await getLocale(), page))?.title;
}
