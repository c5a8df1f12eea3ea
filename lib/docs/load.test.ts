import { loadDoc } from "@/lib/docs/load";
import { listGuides } from "@/lib/docs/pages";

// A page missing in the reader's language is shown in English, and says so (the shipped docs have
// every page in every language: lib/docs/docs.test.ts). The Turkish file is made to be missing here.
jest.mock("node:fs/promises", () => {
  const actual = jest.requireActual("node:fs/promises");
  return {
    ...actual,
    readFile: (file: string, ...rest: unknown[]) =>
      String(file).includes("/tr/") || String(file).includes("missing-everywhere")
        ? Promise.reject(Object.assign(new Error("ENOENT"), { code: "ENOENT" }))
        : actual.readFile(file, ...rest),
  };
});

describe("loadDoc", () => {
  const introduction = listGuides()[0];

  it("falls back to English when the language has no file for the page", async () => {
    const doc = await loadDoc("tr", introduction);
    expect(doc).toMatchObject({ locale: "en", isFallback: true, title: "Introduction" });
  });

  it("reads the language's own file when there is one", async () => {
    expect(await loadDoc("ro", introduction)).toMatchObject({ locale: "ro", isFallback: false, title: "Introducere" });
  });

  it("reads English for a language the app does not ship, as its own page", async () => {
    expect(await loadDoc("de", introduction)).toMatchObject({ locale: "en", isFallback: false });
  });

  it("is null when no language has the page", async () => {
    expect(await loadDoc("ro", { kind: "guide", file: "guides/missing-everywhere", href: "/docs/x" })).toBeNull();
  });
});
