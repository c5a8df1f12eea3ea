import { DEFAULT_LAYOUT, resolveLayout } from "@/lib/shell/layout-resolution";

describe("resolveLayout", () => {
  it("uses the preference, else the default", () => {
    expect(resolveLayout({ pathname: "/pages/dashboard" })).toBe(DEFAULT_LAYOUT);
    expect(DEFAULT_LAYOUT).toBe("product-classic");
    expect(resolveLayout({ pathname: "/pages/dashboard", preference: "dense" })).toBe("dense");
  });

  it("lets a valid ?layout= win over the preference, and ignores an unknown one", () => {
    expect(resolveLayout({ pathname: "/pages/dashboard", preference: "dense", query: "modern" })).toBe("modern");
    expect(resolveLayout({ pathname: "/pages/dashboard", preference: "dense", query: "nonsense" })).toBe("dense");
  });

  it("lets route data win over both", () => {
    const routeLayouts = { "/pages/example": "empty" } as const;
    expect(resolveLayout({ pathname: "/pages/example", preference: "dense", query: "modern", routeLayouts })).toBe(
      "empty",
    );
    expect(resolveLayout({ pathname: "/pages/example/deeper", routeLayouts })).toBe("empty");
    expect(resolveLayout({ pathname: "/pages/examples", query: "thin", routeLayouts })).toBe("thin");
  });
});
