import { isLayoutName, type LayoutName, DEFAULT_LAYOUT } from "@/lib/shell/layout-resolution";
import { THEME_NAMES, type ThemeClass } from "@/lib/shell/themes";

export const SCHEME_NAMES = ["auto", "light", "dark"] as const;
export type SchemeName = (typeof SCHEME_NAMES)[number];
export { THEME_NAMES };

/** Start-up defaults (spec section 9): the product's classic layout, light scheme, theme-default. */
export const DEFAULT_APPEARANCE = { layout: DEFAULT_LAYOUT, scheme: "light", theme: "theme-default" } as const;

export type Appearance = { layout: LayoutName; scheme: SchemeName; theme: ThemeClass };

/** A user's stored preferences, with anything unknown replaced by the default. */
export function toAppearance(
  stored: { layout?: string | null; scheme?: string | null; theme?: string | null } | null,
): Appearance {
  return {
    layout: isLayoutName(stored?.layout) ? stored.layout : DEFAULT_APPEARANCE.layout,
    scheme: (SCHEME_NAMES as readonly string[]).includes(stored?.scheme ?? "")
      ? (stored!.scheme as SchemeName)
      : DEFAULT_APPEARANCE.scheme,
    theme: (THEME_NAMES as string[]).includes(stored?.theme ?? "")
      ? (stored!.theme as ThemeClass)
      : DEFAULT_APPEARANCE.theme,
  };
}

/** MUI's name for the scheme: "auto" follows the system. */
export const toMuiMode = (scheme: SchemeName) => (scheme === "auto" ? "system" : scheme);
