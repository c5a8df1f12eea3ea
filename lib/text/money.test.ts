import { formatCompactMoney, formatMoney, minorToInput, parseMajorToMinor } from "@/lib/text/money";

/** ICU puts (narrow) no-break spaces in some places; which ones varies by version, so tests compare plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("prices typed in major units", () => {
  it("reads either separator as the decimal one", () => {
    expect(parseMajorToMinor("12", "EUR")).toBe(1200);
    expect(parseMajorToMinor("12.5", "EUR")).toBe(1250);
    expect(parseMajorToMinor("12,50", "RON")).toBe(1250);
    expect(parseMajorToMinor("0,99", "RON")).toBe(99);
    expect(parseMajorToMinor(".5", "USD")).toBe(50);
    expect(parseMajorToMinor("12.", "USD")).toBe(1200);
    expect(parseMajorToMinor(" 7 ", "USD")).toBe(700);
  });

  it("reads thousands grouping in either style", () => {
    expect(parseMajorToMinor("1.234,56", "RON")).toBe(123456);
    expect(parseMajorToMinor("1,234.56", "USD")).toBe(123456);
    expect(parseMajorToMinor("1.234", "TRY")).toBe(123400);
    expect(parseMajorToMinor("1,234,567", "USD")).toBe(123456700);
    expect(parseMajorToMinor("1 200", "EUR")).toBe(120000);
    expect(parseMajorToMinor("1\u00a0200,5", "EUR")).toBe(120050);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "abc", "-5", "1.2.3", "12,345,6", "1,23.45.6", "1e3", "12.3.45"]) {
      expect(parseMajorToMinor(text, "EUR")).toBeNull();
    }
  });

  it("follows the currency's minor digits", () => {
    expect(parseMajorToMinor("1500", "JPY")).toBe(1500);
    expect(parseMajorToMinor("1.500", "JPY")).toBe(1500);
  });

  it("writes minor units back as the text of a price field", () => {
    expect(minorToInput(1250, "EUR", "en")).toBe("12.50");
    expect(minorToInput(1250, "RON", "ro")).toBe("12,50");
    expect(minorToInput(1200, "TRY", "tr")).toBe("12");
    expect(minorToInput(5, "USD", "en")).toBe("0.05");
    // What is written reads back as the same amount.
    for (const minor of [1, 99, 1250, 123456])
      expect(parseMajorToMinor(minorToInput(minor, "RON", "ro"), "RON")).toBe(minor);
  });

  it("formats money in the reader's language", () => {
    expect(formatMoney(125050, "RON", "ro")).toBe("1.250,50\u00a0RON");
    expect(formatMoney(125050, "USD", "en")).toBe("$1,250.50");
    expect(formatMoney(0, "EUR", "en")).toBe("€0.00");
  });
});

describe("formatMoney", () => {
  it("shows minor units in the language's style", () => {
    expect(plain(formatMoney(1250, "RON", "ro"))).toBe("12,50 RON");
    expect(plain(formatMoney(1250, "EUR", "en"))).toBe("€12.50");
    expect(plain(formatMoney(0, "TRY", "tr"))).toBe("₺0,00");
  });
});

describe("formatCompactMoney", () => {
  it("shortens minor units for a chart's axis, after the currency's minor digits", () => {
    expect(formatCompactMoney(123456, "EUR", "en")).toBe("€1.2K");
    expect(formatCompactMoney(1200, "JPY", "en")).toBe("¥1.2K");
    expect(formatCompactMoney(0, "USD", "en")).toBe("$0");
  });
});
