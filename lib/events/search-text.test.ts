import { foldForSearch } from "@/lib/events/search-text";

describe("foldForSearch", () => {
  it("folds ASCII and the capitals of Turkish, Romanian and their neighbours", () => {
    expect(foldForSearch("İSTANBUL Şölen ĞÜÇÖ")).toBe("istanbul şölen ğüçö");
    expect(foldForSearch("BRAȘOV ȚARA ĂÂÎ Ş Ţ")).toBe("brașov țara ăâî ş ţ");
    expect(foldForSearch("ÉCOLE ŁÓDŹ Ñ")).toBe("école łódź ñ");
  });

  it("leaves everything else alone, % and _ included", () => {
    expect(foldForSearch("100%_x ı ß 東京")).toBe("100%_x ı ß 東京");
  });
});
