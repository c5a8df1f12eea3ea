import { isCompleteTotp, normaliseTotpInput, recoveryCodesText } from "@/components/settings/recovery-codes";

describe("two-factor helpers", () => {
  it("keeps the digits of a typed or pasted code, six at most", () => {
    expect(normaliseTotpInput("123 456")).toBe("123456");
    expect(normaliseTotpInput("12-34a5")).toBe("12345");
    expect(normaliseTotpInput("12345678")).toBe("123456");
    expect(isCompleteTotp("123456")).toBe(true);
    expect(isCompleteTotp("12345")).toBe(false);
  });

  it("writes the recovery codes file with who and when, one code a line", () => {
    const text = recoveryCodesText({
      codes: ["aaaa-bbbb-cccc", "dddd-eeee-ffff"],
      title: "Hostdeck recovery codes",
      account: "ada@example.com",
      createdAt: new Date("2025-06-01T10:00:00Z"),
      hint: "Each code works once.",
    });
    expect(text.split("\n")).toEqual([
      "Hostdeck recovery codes",
      "ada@example.com",
      "2025-06-01",
      "",
      "aaaa-bbbb-cccc",
      "dddd-eeee-ffff",
      "",
      "Each code works once.",
      "",
    ]);
  });
});
