// Icon names in the specification's `namespace:name` form (sections 7 and 9), as the browser and the
// server both read them. Pure: no package is loaded here, so the shell's client code can map a name
// to its URL without shipping a single icon.

/** The registry's namespaces; a name without one is Material Twotone (the specification's default set). */
export const ICON_NAMESPACES = [
  "mat_twotone",
  "mat_outline",
  "mat_solid",
  "feather",
  "heroicons_outline",
  "heroicons_solid",
  "heroicons_mini",
  "brands",
] as const;
export type IconNamespace = (typeof ICON_NAMESPACES)[number];

/**
 * The sign-in brand marks (spec section 9), kept as SVG files in lib/icons/brands/. Google's and
 * Facebook's marks keep their own colours; Apple's is drawn in the text colour like every other icon.
 */
export const BRAND_ICONS = { apple: "mask", facebook: "image", google: "image" } as const;

/** The namespace a bare name belongs to. */
export const DEFAULT_ICON_NAMESPACE = "mat_twotone" satisfies IconNamespace;

/** Lower-case words joined by single hyphens or underscores: Material's, Feather's and Heroicons' spellings alike. */
const ICON_NAME_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 100;

export type ParsedIconName = { namespace: IconNamespace; name: string };

function isIconNamespace(value: string): value is IconNamespace {
  return (ICON_NAMESPACES as readonly string[]).includes(value);
}

/**
 * `feather:arrow-left` → `{ namespace: "feather", name: "arrow-left" }`; `payments` → Material
 * Twotone's `payments`. Null for anything else: an unknown namespace, an empty or over-long name,
 * upper case, dots, slashes or a second colon (so a name can never walk out of its set's folder).
 * Whether the set really has the icon is the registry's question (lib/icons/svg.ts).
 */
export function parseIconName(value: string | null | undefined): ParsedIconName | null {
  if (typeof value !== "string") return null;
  const parts = value.trim().split(":");
  if (parts.length > 2) return null;
  const [namespace, name] = parts.length === 2 ? parts : [DEFAULT_ICON_NAMESPACE, parts[0]];
  if (!isIconNamespace(namespace)) return null;
  if (name.length > MAX_NAME_LENGTH || !ICON_NAME_PATTERN.test(name)) return null;
  if (namespace === "brands" && !Object.hasOwn(BRAND_ICONS, name)) return null;
  return { namespace, name };
}

/** The name as the icon pages show it: `namespace:name`, bare for Material Twotone (the API's empty namespace). */
export function fullIconName(namespace: string, name: string): string {
  return namespace && namespace !== DEFAULT_ICON_NAMESPACE ? `${namespace}:${name}` : name;
}

/** Where the browser loads the icon: `/icons/feather/arrow-left.svg`; null for a name that cannot be one. */
export function iconUrl(value: string | null | undefined): string | null {
  const parsed = parseIconName(value);
  return parsed && `/icons/${parsed.namespace}/${parsed.name}.svg`;
}

/**
 * How an icon is painted: "mask" takes the text colour (every icon set, and Apple's mark), "image"
 * keeps the SVG's own colours (Google's and Facebook's marks).
 */
export function iconPaint(parsed: ParsedIconName): "mask" | "image" {
  return parsed.namespace === "brands" ? BRAND_ICONS[parsed.name as keyof typeof BRAND_ICONS] : "mask";
}
