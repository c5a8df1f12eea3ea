/** Every layout of the shell (spec section 2, "Layouts"). */
export const LAYOUT_NAMES = [
  "empty",
  "centered",
  "enterprise",
  "material",
  "modern",
  "classic",
  "classy",
  "compact",
  "dense",
  "futuristic",
  "thin",
  "product-classic",
  "product-futuristic",
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];
export const DEFAULT_LAYOUT: LayoutName = "product-classic";

export const HORIZONTAL_LAYOUTS: readonly LayoutName[] = ["centered", "enterprise", "material", "modern"];

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === "string" && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/**
 * Layouts fixed by route data: they win over the query parameter and the user's choice.
 * (Keyed by path prefix; the shell's own screens have none yet.)
 */
export const ROUTE_LAYOUTS: Record<string, LayoutName> = {};

/**
 * The layout of a page: configuration (the user's saved preference, else the default), then a
 * valid `?layout=` query parameter over it, then a layout fixed in route data over both.
 */
export function resolveLayout({
  preference,
  query,
  pathname,
  routeLayouts = ROUTE_LAYOUTS,
}: {
  preference?: string | null;
  query?: string | null;
  pathname: string;
  routeLayouts?: Record<string, LayoutName>;
}): LayoutName {
  const fixed = Object.entries(routeLayouts).find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (fixed) return fixed[1];
  if (isLayoutName(query)) return query;
  if (isLayoutName(preference)) return preference;
  return DEFAULT_LAYOUT;
}
