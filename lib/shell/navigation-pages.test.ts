import fs from "node:fs";
import path from "node:path";
import { buildNavigation } from "@/lib/shell/navigation";
import type { NavigationItem } from "@/lib/shell/navigation-types";

// A menu entry must lead to a screen: each link of every menu resolves to a page.tsx under app/,
// the way the App Router resolves it (route groups, dynamic and optional catch-all segments).

const APP_DIR = path.join(process.cwd(), "app");

function childDirs(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** The directories a folder's routes are served from: itself and, recursively, its route groups. */
function withGroups(dir: string): string[] {
  const groups = childDirs(dir).filter((name) => /^\(.+\)$/.test(name));
  return [dir, ...groups.flatMap((name) => withGroups(path.join(dir, name)))];
}

function hasPage(dir: string, segments: string[]): boolean {
  return withGroups(dir).some((base) => {
    if (segments.length === 0)
      return (
        fs.existsSync(path.join(base, "page.tsx")) ||
        childDirs(base).some(
          (name) => /^\[\[\.\.\..+\]\]$/.test(name) && fs.existsSync(path.join(base, name, "page.tsx")),
        )
      );
    const [head, ...rest] = segments;
    const names = childDirs(base);
    if (names.includes(head) && hasPage(path.join(base, head), rest)) return true;
    if (names.some((name) => /^\[[^.[\]]+\]$/.test(name) && hasPage(path.join(base, name), rest))) return true;
    return names.some(
      (name) => /^\[{1,2}\.\.\..+\]{1,2}$/.test(name) && fs.existsSync(path.join(base, name, "page.tsx")),
    );
  });
}

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
    expect(hasPage(APP_DIR, link.split("/").filter(Boolean))).toBe(true);
  });

  it("walks every group, the flag's own entry included", () => {
    const links = new Set(cases.map(([, , link]) => link));
    for (const link of ["/pages/vendors", "/dashboards/crypto", "/ui/icons/feather", "/docs/changelog", "/apps/tasks"])
      expect(links).toContain(link);
    const withoutVendors = cases.filter(([flag]) => flag === "vendors off").map(([, , link]) => link);
    expect(withoutVendors).not.toContain("/pages/vendors");
  });

  it("would notice a link without one", () => {
    expect(hasPage(APP_DIR, ["apps", "no-such-app"])).toBe(false);
    expect(hasPage(APP_DIR, ["pages", "events", "some-id"])).toBe(true);
  });
});
