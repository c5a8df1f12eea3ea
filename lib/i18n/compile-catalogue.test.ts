import en from "@/messages/en.json";
import ro from "@/messages/ro.json";
import tr from "@/messages/tr.json";
import { compileCatalogue } from "@/lib/i18n/compile-catalogue";

// The app's bundles format precompiled messages with use-intl's format-only entry (next.config.ts);
// Jest and the scripts format the catalogues as written with its ICU parser. Every message of every
// language must read the same both ways, with its plural, select, number and date arguments.

type CreateTranslator = typeof import("use-intl/core").createTranslator;

/** use-intl's createTranslator, with the formatter the app's bundles use, or the parser. */
function loadCreateTranslator(isPrecompiled: boolean): CreateTranslator {
  let create: CreateTranslator | undefined;
  jest.isolateModules(() => {
    if (isPrecompiled)
      jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
    else jest.dontMock("use-intl/format-message");
    // requireActual: use-intl/core itself is not mocked, only the formatter it imports.
    create = jest.requireActual<typeof import("use-intl/core")>("use-intl/core").createTranslator;
  });
  return create!;
}

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? leaves(value as Tree, path)
      : [[path, value] as [string, unknown]];
  });
}

const DATE = new Date("2026-03-14T15:09:26Z");

/**
 * Values for a compiled message's arguments (icu-minify's form: [name], [name, type, options]),
 * with `count` for plurals; null when the message has tags (those go through t.rich).
 */
function valuesFor(compiled: unknown, count: number): Record<string, string | number | Date> | null {
  const values: Record<string, string | number | Date> = {};
  let hasTags = false;
  const visit = (node: unknown) => {
    if (!Array.isArray(node)) {
      if (node !== null && typeof node === "object") Object.values(node).forEach(visit);
      return;
    }
    const [name, type, ...rest] = node as [unknown, unknown, ...unknown[]];
    if (typeof name !== "string") return node.forEach(visit);
    if (type === undefined) values[name] ??= `«${name}»`;
    else if (type === 1) values[name] ??= "other";
    else if (type === 2 || type === 3 || type === 4) values[name] = count;
    else if (type === 5 || type === 6) values[name] = DATE;
    else hasTags = true;
    [type, ...rest].forEach(visit);
  };
  visit(compiled);
  return hasTags ? null : values;
}

describe.each([
  ["en", en],
  ["tr", tr],
  ["ro", ro],
] as const)("compileCatalogue(messages/%s.json)", (locale, messages) => {
  const compiled = compileCatalogue(messages);

  it("returns plain objects and arrays only (React passes nothing else to client components)", () => {
    const visit = (value: unknown) => {
      if (value === null || typeof value !== "object") return;
      expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(value));
      Object.values(value).forEach(visit);
    };
    visit(compiled);
  });

  it("formats every message as the ICU parser does", () => {
    const parsed = loadCreateTranslator(false)({ locale, messages, timeZone: "Europe/Istanbul" });
    const precompiled = loadCreateTranslator(true)({ locale, messages: compiled, timeZone: "Europe/Istanbul" });
    let checked = 0;
    for (const [key, message] of leaves(compiled)) {
      for (const count of [0, 1, 2, 5, 1234.5]) {
        const values = valuesFor(message, count);
        if (!values) continue;
        const format = (t: typeof parsed) => (t as (key: string, values: object) => string)(key, values);
        expect({ key, count, text: format(precompiled) }).toEqual({ key, count, text: format(parsed) });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
