import { slugifyLabel, uniqueLabelSlug } from "@/lib/mailbox/slug";

describe("slugifyLabel", () => {
  it("lower-cases the title", () => {
    expect(slugifyLabel("Payments")).toBe("payments");
    expect(slugifyLabel("VIP")).toBe("vip");
  });

  it("turns spaces into hyphens", () => {
    expect(slugifyLabel("Open invoices")).toBe("open-invoices");
    expect(slugifyLabel("a b c")).toBe("a-b-c");
  });

  it("collapses repeated hyphens, whether typed or made from spaces", () => {
    expect(slugifyLabel("Open   invoices")).toBe("open-invoices");
    expect(slugifyLabel("to--do")).toBe("to-do");
    expect(slugifyLabel("to - do")).toBe("to-do");
  });

  it("drops characters other than letters, digits, underscore and hyphen", () => {
    expect(slugifyLabel("Q3 report!")).toBe("q3-report");
    expect(slugifyLabel("R&D (2025)")).toBe("rd-2025");
    expect(slugifyLabel("snake_case-ok")).toBe("snake_case-ok");
    expect(slugifyLabel("a.b/c?d#e")).toBe("abcde");
  });

  it("collapses the hyphens left around a dropped character", () => {
    expect(slugifyLabel("Bills & receipts")).toBe("bills-receipts");
    expect(slugifyLabel("A - & - B")).toBe("a-b");
  });

  it("keeps letters and digits outside ASCII", () => {
    expect(slugifyLabel("Ödemeler")).toBe("ödemeler");
    expect(slugifyLabel("Facturi și plăți")).toBe("facturi-și-plăți");
  });

  it("gives an empty slug when nothing is left", () => {
    expect(slugifyLabel("!!!")).toBe("");
  });
});

describe("uniqueLabelSlug", () => {
  it("keeps a free slug as it is", () => {
    expect(uniqueLabelSlug("work", ["personal", "work-1"])).toBe("work");
    expect(uniqueLabelSlug("work", [])).toBe("work");
  });

  it("adds -1 to a taken slug", () => {
    expect(uniqueLabelSlug("work", ["work"])).toBe("work-1");
  });

  it("counts on with -2, -3 … until the slug is free", () => {
    expect(uniqueLabelSlug("work", ["work", "work-1"])).toBe("work-2");
    expect(uniqueLabelSlug("work", new Set(["work", "work-1", "work-2", "work-4"]))).toBe("work-3");
  });

  it("uses the first free suffix, even when a later one is taken", () => {
    expect(uniqueLabelSlug("work", ["work", "work-2"])).toBe("work-1");
  });
});
