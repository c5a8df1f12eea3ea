import { foldForSearch, highlightMatches } from "@/lib/tasks/search-text";
import { escapeHtml } from "@/lib/text/html";

describe("highlightMatches", () => {
  it("marks every occurrence, whatever its case, keeping the text's own case", () => {
    expect(highlightMatches("Plan the plan. PLAN!", "plan")).toBe(
      "<mark>Plan</mark> the <mark>plan</mark>. <mark>PLAN</mark>!",
    );
  });

  it("escapes the text around and inside the marks", () => {
    expect(highlightMatches(`<b>"Tom & Jerry's" show</b>`, "& jerry")).toBe(
      "&lt;b&gt;&quot;Tom <mark>&amp; Jerry</mark>&#39;s&quot; show&lt;/b&gt;",
    );
  });

  it("treats the query as text, not as a pattern", () => {
    expect(highlightMatches("Costs (EUR) vs costs", "(eur)")).toBe("Costs <mark>(EUR)</mark> vs costs");
    expect(highlightMatches("a.b axb", ".")).toBe("a<mark>.</mark>b axb");
  });

  it("folds letters beyond ASCII", () => {
    expect(highlightMatches("Şehir turu", "şehir")).toBe("<mark>Şehir</mark> turu");
    expect(highlightMatches("ŞEHİR turu", "şehir")).toBe("<mark>ŞEHİR</mark> turu");
    expect(highlightMatches("Éclair and éclair", "ÉCLAIR")).toBe("<mark>Éclair</mark> and <mark>éclair</mark>");
  });

  it("answers the escaped text when nothing matches", () => {
    expect(highlightMatches("R&D", "zzz")).toBe("R&amp;D");
    expect(escapeHtml("<>&\"'")).toBe("&lt;&gt;&amp;&quot;&#39;");
  });
});

describe("foldForSearch", () => {
  it("lower-cases letters beyond ASCII too", () => {
    expect(foldForSearch("ŞEHIR ÇAY ÉTÉ")).toBe("şehir çay été");
    expect(foldForSearch("İSTANBUL")).toBe("istanbul");
  });
});
