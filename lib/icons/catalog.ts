import type { IconNamespace } from "@/lib/icons/names";

// The icon sets of the specification (section 7: `GET /api/ui/icons/{set}`; section 9: the sets
// registered). Pure data, shared by the API, the registry and the icon pages' set switcher.

export type IconSet = { namespace: string; name: string; grid: string; list: string[] };

export type MaterialStyle = "solid" | "outline" | "twotone";
/** Where a set's names come from: an installed icon package, never a hand-typed list. */
export type IconSource =
  | { kind: "material"; style: MaterialStyle }
  | { kind: "feather" }
  | { kind: "heroicons"; folder: "24/outline" | "24/solid" | "20/solid" };

export type IconSetDefinition = Omit<IconSet, "list"> & {
  /** The registry's namespace (`mat_twotone` for the set the API answers with an empty namespace). */
  registryNamespace: IconNamespace;
  source: IconSource;
};

/** The icon sets, keyed by the API's path segment (and the icon page's: `/ui/icons/{set}`). */
export const ICON_SETS = {
  feather: {
    namespace: "feather",
    registryNamespace: "feather",
    name: "Feather",
    grid: "icon-size-6",
    source: { kind: "feather" },
  },
  "heroicons-outline": {
    namespace: "heroicons_outline",
    registryNamespace: "heroicons_outline",
    name: "Heroicons Outline",
    grid: "icon-size-6",
    source: { kind: "heroicons", folder: "24/outline" },
  },
  "heroicons-solid": {
    namespace: "heroicons_solid",
    registryNamespace: "heroicons_solid",
    name: "Heroicons Solid",
    grid: "icon-size-6",
    source: { kind: "heroicons", folder: "24/solid" },
  },
  "heroicons-mini": {
    namespace: "heroicons_mini",
    registryNamespace: "heroicons_mini",
    name: "Heroicons Mini",
    grid: "icon-size-5",
    source: { kind: "heroicons", folder: "20/solid" },
  },
  "material-solid": {
    namespace: "mat_solid",
    registryNamespace: "mat_solid",
    name: "Material Solid",
    grid: "icon-size-6",
    source: { kind: "material", style: "solid" },
  },
  "material-outline": {
    namespace: "mat_outline",
    registryNamespace: "mat_outline",
    name: "Material Outline",
    grid: "icon-size-6",
    source: { kind: "material", style: "outline" },
  },
  "material-twotone": {
    namespace: "",
    registryNamespace: "mat_twotone",
    name: "Material Twotone",
    grid: "icon-size-6",
    source: { kind: "material", style: "twotone" },
  },
} as const satisfies Record<string, IconSetDefinition>;

export type IconSetKey = keyof typeof ICON_SETS;
export const ICON_SET_KEYS = Object.keys(ICON_SETS) as IconSetKey[];

export function isIconSetKey(value: string): value is IconSetKey {
  return Object.hasOwn(ICON_SETS, value);
}

/** The set a registry namespace names (none for the brand marks, which are no API set). */
export function iconSetOfNamespace(namespace: IconNamespace): IconSetDefinition | undefined {
  return Object.values(ICON_SETS).find((set) => set.registryNamespace === namespace);
}
