import { csvCell, toCsv } from "@/lib/events/csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes nothing for null", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(csvCell('The "Analyst"')).toBe('"The ""Analyst"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("a=b")).toBe("a=b");
    // A number is data, not a formula.
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes dates as ISO instants", () => {
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("toCsv", () => {
  it("starts with a byte order mark and ends every line with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "x,y"],
          [null, 2],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,"x,y"\r\n,2\r\n');
  });
});
