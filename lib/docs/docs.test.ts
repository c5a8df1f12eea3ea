import fs from "node:fs";
import { hasPage } from "@/tests/helpers/app-pages";
import { LOCALES } from "@/lib/i18n/config";
import { docFilePath, loadDoc, loadDocTitles } from "@/lib/docs/load";
import {
  CHANGELOG_PAGE,
  expectedDocFiles,
  findGuide,
  guideParams,
  listDocPages,
  listGuides,
  neighbours,
} from "@/lib/docs/pages";

// The docs as shipped: every page exists in every language (so the English fallback never shows),
// each has a title and reads in its own language, and every in-app link it shows leads to a page.

describe("the docs' files", () => {
  it.each(expectedDocFiles().map(({ locale, file }) => [locale, file]))("%s/%s.md exists", (locale, file) => {
    expect(fs.existsSync(docFilePath(locale as (typeof LOCALES)[number], file))).toBe(true);
  });

  it.each([...LOCALES])("every %s page loads in its own language with a title and a body", async (locale) => {
    for (const page of listDocPages()) {
      const doc = await loadDoc(locale, page);
      expect(doc).not.toBeNull();
      expect(doc?.isFallback).toBe(false);
      expect(doc?.locale).toBe(locale);
      expect(doc?.title.length).toBeGreaterThan(3);
      expect(doc?.html.length).toBeGreaterThan(200);
    }
  });

  it("has its own words in Turkish and Romanian (no page title is the English one)", async () => {
    const english = await loadDocTitles("en");
    for (const locale of ["tr", "ro"]) {
      const titles = await loadDocTitles(locale);
      titles.forEach((entry, index) => expect(entry.title).not.toBe(english[index].title));
    }
  });

  it("lists the changelog's versions newest first, each dated", async () => {
    for (const locale of LOCALES) {
      const doc = await loadDoc(locale, CHANGELOG_PAGE);
      const versions = (doc?.headings ?? [])
        .map((heading) => /^(\d+)\.(\d+)\.(\d+) — .*\d{4}$/.exec(heading.text))
        .filter((match) => match !== null)
        .map((match) => Number(match[1]) * 10000 + Number(match[2]) * 100 + Number(match[3]));
      expect(versions.length).toBeGreaterThanOrEqual(8);
      expect(versions).toEqual([...versions].sort((a, b) => b - a));
    }
  });

  it("links only to pages that exist, inside the app", async () => {
    const dead: string[] = [];
    for (const locale of LOCALES) {
      for (const page of listDocPages()) {
        const doc = await loadDoc(locale, page);
        for (const [, href] of (doc?.html ?? "").matchAll(/<a href="(\/[^"#?]*)[^"]*"/g)) {
          const segments = href.split("/").filter(Boolean);
          const isDoc = href.startsWith("/docs/guides/") ? findGuide(segments[2], segments[3]) !== null : true;
          if (!isDoc || !hasPage(href)) dead.push(`${locale}/${page.file}: ${href}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });
});

describe("the docs' pages", () => {
  it("reads the getting-started guides in order, then the changelog", () => {
    expect(listDocPages().map((page) => page.href)).toEqual([
      "/docs/guides/getting-started/introduction",
      "/docs/guides/getting-started/running-locally",
      "/docs/guides/getting-started/demo-accounts",
      "/docs/guides/getting-started/create-and-publish-an-event",
      "/docs/guides/getting-started/selling-tickets",
      "/docs/guides/getting-started/vendors-and-teams",
      "/docs/changelog",
    ]);
    expect(guideParams()[0]).toEqual({ section: "getting-started", guide: "introduction" });
  });

  it("finds a guide by its section and slug, and nothing else", () => {
    expect(findGuide("getting-started", "selling-tickets")?.file).toBe("guides/getting-started/selling-tickets");
    expect(findGuide("getting-started", "nope")).toBeNull();
    expect(findGuide("other", "introduction")).toBeNull();
  });

  it("knows each page's previous and next", () => {
    const [first, second] = listGuides();
    expect(neighbours(first)).toEqual({ previous: null, next: second });
    expect(neighbours(CHANGELOG_PAGE).next).toBeNull();
    expect(neighbours(CHANGELOG_PAGE).previous?.slug).toBe("vendors-and-teams");
  });
});
