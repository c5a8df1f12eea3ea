import { buildNavigation } from "@/lib/shell/navigation";
import type { NavigationItem } from "@/lib/shell/navigation-types";
import { hasPage } from "@/tests/helpers/app-pages";

// A menu entry must lead to a screen: each link of every menu resolves to a page.tsx under app/,
// the way the App Router resolves it (tests/helpers/app-pages.ts).

function linksOf(items: NavigationItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...linksOf(item.children ?? [])]);
}

describe("the menu's links have screens", () => {
  // Every variant the API answers (default, horizontal, compact, futuristic, product), with the
  // vendors flag on and off: each `link` resolves to a page under app/ (issue 16, "No dead link").
  const cases = [true, false].flatMap((isVendorsEnabled) => {
    const navigation = buildNavigation({ isVendorsEnabled });
    return Object.entries(navigation).flatMap(([variant, items]) =>
      linksOf(items).map((link) => [`vendors ${isVendorsEnabled ? "on" : "off"}`, variant, link] as const),
    );
  });

  it.each(cases)("%s, %s menu: %s has a page", (_flag, _variant, link) => {
    expect(hasPage(link)).toBe(true);
  });

  it("walks every group, the flag's own entry included", () => {
    const links = new Set(cases.map(([, , link]) => link));
    for (const link of ["/pages/vendors", "/dashboards/crypto", "/ui/icons/feather", "/docs/changelog", "/apps/tasks"])
      expect(links).toContain(link);
    const withoutVendors = cases.filter(([flag]) => flag === "vendors off").map(([, , link]) => link);
    expect(withoutVendors).not.toContain("/pages/vendors");
  });

  it("would notice a link without one", () => {
    expect(hasPage("/apps/no-such-app")).toBe(false);
    expect(hasPage("/pages/events/some-id")).toBe(true);
    expect(hasPage("/apps/tasks")).toBe(true);
  });
});
