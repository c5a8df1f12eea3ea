import { fullIconName, iconPaint, iconUrl, parseIconName } from "@/lib/icons/names";

describe("iconUrl", () => {
  it("maps each namespace to its folder under /icons", () => {
    expect(iconUrl("feather:arrow-left")).toBe("/icons/feather/arrow-left.svg");
    expect(iconUrl("mat_outline:payments")).toBe("/icons/mat_outline/payments.svg");
    expect(iconUrl("mat_solid:wifi_1_bar")).toBe("/icons/mat_solid/wifi_1_bar.svg");
    expect(iconUrl("heroicons_outline:arrow-down-on-square-stack")).toBe(
      "/icons/heroicons_outline/arrow-down-on-square-stack.svg",
    );
    expect(iconUrl("heroicons_solid:x-mark")).toBe("/icons/heroicons_solid/x-mark.svg");
    expect(iconUrl("heroicons_mini:x-mark")).toBe("/icons/heroicons_mini/x-mark.svg");
    expect(iconUrl("brands:google")).toBe("/icons/brands/google.svg");
  });

  it("reads a bare name as Material Twotone (the specification's default set)", () => {
    expect(iconUrl("payments")).toBe("/icons/mat_twotone/payments.svg");
    expect(iconUrl(" help ")).toBe("/icons/mat_twotone/help.svg");
    expect(iconUrl("mat_twotone:help")).toBe("/icons/mat_twotone/help.svg");
  });

  it("refuses names that cannot be an icon", () => {
    for (const bad of [
      null,
      undefined,
      "",
      " ",
      "feather:",
      ":arrow-left",
      "iconsmind:star",
      "feather:arrow-left:x",
      "feather:../../package",
      "../etc/passwd",
      "feather:arrow/left",
      "feather:arrow.left",
      "feather:Arrow-Left",
      "feather:arrow--left",
      "feather:-arrow",
      "brands:twitter",
      "brands:constructor",
      "__proto__",
      "constructor:x",
      `feather:${"a".repeat(101)}`,
    ]) {
      expect(iconUrl(bad)).toBeNull();
    }
  });
});

describe("parseIconName, fullIconName and iconPaint", () => {
  it("splits a name and writes it back", () => {
    expect(parseIconName("feather:x")).toEqual({ namespace: "feather", name: "x" });
    expect(parseIconName("home")).toEqual({ namespace: "mat_twotone", name: "home" });
    expect(fullIconName("feather", "x")).toBe("feather:x");
    expect(fullIconName("", "home")).toBe("home");
    expect(fullIconName("mat_twotone", "home")).toBe("home");
  });

  it("keeps the colours of Google's and Facebook's marks only", () => {
    expect(iconPaint(parseIconName("brands:google")!)).toBe("image");
    expect(iconPaint(parseIconName("brands:facebook")!)).toBe("image");
    expect(iconPaint(parseIconName("brands:apple")!)).toBe("mask");
    expect(iconPaint(parseIconName("feather:x")!)).toBe("mask");
  });
});
