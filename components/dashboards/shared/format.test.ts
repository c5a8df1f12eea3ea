import { numberFormats } from "@/components/dashboards/shared/format";

// Intl may use narrow or non-breaking spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("dashboard number formats", () => {
  it("writes numbers, dollars and percentages in the reader's language", () => {
    const en = numberFormats("en");
    expect(en.number(1234.567)).toBe("1,234.57");
    expect(en.number(1234.567, 0)).toBe("1,235");
    expect(en.money(14880)).toBe("$14,880.00");
    expect(en.money(-1234.5)).toBe("-$1,234.50");
    expect(en.percent(42.5)).toBe("42.5%");
    expect(en.percent(42.567, 1)).toBe("42.6%");
    expect(en.compactMoney(42150, undefined, 2)).toBe("$42.15K");
    expect(en.compact(80000)).toBe("80K");

    const ro = numberFormats("ro");
    expect(plain(ro.number(1234.5))).toBe("1.234,5");
    expect(plain(ro.money(14880))).toBe("14.880,00 USD");
    expect(plain(ro.percent(42.5))).toBe("42,5 %");

    const tr = numberFormats("tr");
    expect(plain(tr.percent(42.5))).toBe("%42,5");
    expect(plain(tr.money(14880))).toBe("$14.880,00");
  });
});
