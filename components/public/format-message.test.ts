import { formatMessage, translator } from "@/components/public/format-message";

describe("formatMessage", () => {
  it("fills in arguments and leaves plain text alone", () => {
    expect(formatMessage("Increase quantity of {name}", { name: "Walker" }, "en")).toBe("Increase quantity of Walker");
    expect(formatMessage("You're going!", {}, "en")).toBe("You're going!");
  });

  it("picks the plural branch of the language, exact values first", () => {
    const message = "{count, plural, =0 {none} one {# ticket} other {# tickets}}";
    expect(formatMessage(message, { count: 0 }, "en")).toBe("none");
    expect(formatMessage(message, { count: 1 }, "en")).toBe("1 ticket");
    expect(formatMessage(message, { count: 1200 }, "en")).toBe("1,200 tickets");
    const romanian = "{count, plural, one {# bilet} few {# bilete} other {# de bilete}}";
    expect(formatMessage(romanian, { count: 3 }, "ro")).toBe("3 bilete");
    expect(formatMessage(romanian, { count: 20 }, "ro")).toBe("20 de bilete");
  });

  it("formats arguments inside a plural branch", () => {
    expect(
      formatMessage("{count, plural, one {# for {name}} other {# for {name}}}", { count: 2, name: "A" }, "en"),
    ).toBe("2 for A");
  });

  it("translates by key", () => {
    const t = translator({ hello: "Hello {who}" }, "en");
    expect(t("hello", { who: "you" })).toBe("Hello you");
  });
});
