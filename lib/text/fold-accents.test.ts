import { foldAccents, matchesEveryWord } from "@/lib/text/fold-accents";

describe("foldAccents", () => {
  it("drops case and accents, Turkish dotless and dotted I included", () => {
    expect(foldAccents("Şişli İSTANBUL Çok Önemli ıhlamur Ærø")).toBe("sisli istanbul cok onemli ihlamur ærø");
  });
});

describe("matchesEveryWord", () => {
  it("needs every word somewhere in the texts, in any order", () => {
    expect(matchesEveryWord("onemli cok", "Çok", "önemli not")).toBe(true);
    expect(matchesEveryWord("cok gizli", "Çok", "önemli not")).toBe(false);
    expect(matchesEveryWord("   ", "anything")).toBe(true);
  });
});
