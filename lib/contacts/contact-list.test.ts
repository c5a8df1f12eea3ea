import { firstLetter, flagEmoji, groupByLetter, initials, sortByName, withTag } from "@/lib/contacts/contact-list";

const named = (...names: string[]) => names.map((name, index) => ({ id: `c${index}`, name, tags: [] as string[] }));

describe("contact list", () => {
  it("files names under their first letter without accents, and others under #", () => {
    expect(firstLetter("émile", "en")).toBe("E");
    expect(firstLetter("Ömer", "tr")).toBe("O");
    expect(firstLetter("  lena", "en")).toBe("L");
    expect(firstLetter("42 Club", "en")).toBe("#");
    expect(firstLetter("", "en")).toBe("#");
  });

  it("puts a heading before each run of a letter", () => {
    const rows = groupByLetter(named("New Contact", "Abby", "Adam", "Émile", "Eve", "Noor"), "en");
    expect(rows.map((row) => (row.kind === "letter" ? row.letter : row.contact.name))).toEqual([
      "N",
      "New Contact",
      "A",
      "Abby",
      "Adam",
      "E",
      "Émile",
      "Eve",
      "N",
      "Noor",
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it("sorts by name as the locale does, keeping equal names in order", () => {
    const sorted = sortByName(named("Eve", "Émile", "Eli", "Zed", "Eli"), "en");
    expect(sorted.map((contact) => `${contact.name}/${contact.id}`)).toEqual([
      "Eli/c2",
      "Eli/c4",
      "Émile/c1",
      "Eve/c0",
      "Zed/c3",
    ]);
  });

  it("groups 5,000 contacts quickly", () => {
    const many = named(
      ...Array.from({ length: 5000 }, (_, index) => `${String.fromCharCode(65 + (index % 26))}name ${index}`),
    );
    const started = performance.now();
    const rows = groupByLetter(sortByName(many, "en"), "en");
    expect(rows.length).toBe(5026);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("makes initials, flags and tag filters", () => {
    expect(initials("Lena Maria Brooks")).toBe("LB");
    expect(initials("cher")).toBe("C");
    expect(flagEmoji("tr")).toBe("🇹🇷");
    expect(flagEmoji("x")).toBe("");
    const contacts = [
      { id: "a", name: "A", tags: ["t1"] },
      { id: "b", name: "B", tags: [] },
    ];
    expect(withTag(contacts, "t1").map((contact) => contact.id)).toEqual(["a"]);
    expect(withTag(contacts, null)).toHaveLength(2);
  });
});
