import en from "@/messages/en.json";
import ro from "@/messages/ro.json";
import tr from "@/messages/tr.json";
import { localeFromAcceptLanguage } from "@/lib/i18n/config";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [childPath, childValue] of leaves(value, path)) found.set(childPath, childValue);
  }
  return found;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]));

describe.each([
  ["tr", tr],
  ["ro", ro],
])("messages/%s.json", (_locale, messages) => {
  const english = leaves(en);
  const translated = leaves(messages as Tree);

  it("has exactly the English keys", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps every placeholder and leaves no value empty", () => {
    for (const [key, text] of english) {
      const other = translated.get(key) ?? "";
      expect({ key, missing: [...placeholders(text)].filter((name) => !placeholders(other).has(name)) }).toEqual({
        key,
        missing: [],
      });
      expect(other.trim()).not.toBe("");
    }
  });
});

describe("localeFromAcceptLanguage", () => {
  it("picks the best supported language", () => {
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,ro;q=0.8,en;q=0.5")).toBe("ro");
    expect(localeFromAcceptLanguage("tr-TR")).toBe("tr");
    expect(localeFromAcceptLanguage("de, fr")).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});
