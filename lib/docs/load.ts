import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import { listDocPages, type DocPage } from "@/lib/docs/pages";
import { renderMarkdown, type RenderedDoc } from "@/lib/docs/render";

// Reads the docs' Markdown from content/docs/<lang>/ (kept in the repository, read at run time: the
// pages are rendered per request, in the reader's language). A page missing in a language falls
// back to English; tests/lib assert that none is missing. A built server keeps what it read.

export const DOCS_ROOT = path.join(process.cwd(), "content", "docs");

export type LoadedDoc = RenderedDoc & { page: DocPage; locale: Locale; isFallback: boolean };

const cache = new Map<string, Promise<RenderedDoc | null>>();
const useCache = process.env.NODE_ENV === "production";

export function docFilePath(locale: Locale, file: string): string {
  return path.join(DOCS_ROOT, locale, `${file}.md`);
}

async function readRendered(locale: Locale, file: string): Promise<RenderedDoc | null> {
  try {
    return renderMarkdown(await readFile(docFilePath(locale, file), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function rendered(locale: Locale, file: string): Promise<RenderedDoc | null> {
  if (!useCache) return readRendered(locale, file);
  const key = `${locale}/${file}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = readRendered(locale, file);
    cache.set(key, entry);
  }
  return entry;
}

/** One page in `locale`, else in English; null when neither file exists. */
export async function loadDoc(locale: string, page: DocPage): Promise<LoadedDoc | null> {
  const wanted: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const own = await rendered(wanted, page.file);
  if (own) return { ...own, page, locale: wanted, isFallback: false };
  if (wanted === DEFAULT_LOCALE) return null;
  const english = await rendered(DEFAULT_LOCALE, page.file);
  return english ? { ...english, page, locale: DEFAULT_LOCALE, isFallback: true } : null;
}

/** Every page's link and title in `locale`, in reading order (the side list and previous/next). */
export async function loadDocTitles(locale: string): Promise<{ href: string; title: string; kind: DocPage["kind"] }[]> {
  const pages = listDocPages();
  const loaded = await Promise.all(pages.map((page) => loadDoc(locale, page)));
  return pages.map((page, index) => ({ href: page.href, kind: page.kind, title: loaded[index]?.title ?? page.file }));
}
