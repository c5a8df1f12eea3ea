import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";

export type IconSet = { namespace: string; name: string; grid: string; list: string[] };

type MaterialStyle = "solid" | "outline" | "twotone";
type IconSetDefinition = Omit<IconSet, "list"> & {
  /** Which style of @mui/icons-material lists the names; null: no installed package provides the set. */
  material: MaterialStyle | null;
};

/** The icon sets of the specification (section 7), keyed by the path segment. */
export const ICON_SETS: Record<string, IconSetDefinition> = {
  feather: { namespace: "feather", name: "Feather", grid: "icon-size-6", material: null },
  "heroicons-outline": { namespace: "heroicons_outline", name: "Heroicons Outline", grid: "icon-size-6", material: null },
  "heroicons-solid": { namespace: "heroicons_solid", name: "Heroicons Solid", grid: "icon-size-6", material: null },
  "heroicons-mini": { namespace: "heroicons_mini", name: "Heroicons Mini", grid: "icon-size-5", material: null },
  "material-solid": { namespace: "mat_solid", name: "Material Solid", grid: "icon-size-6", material: "solid" },
  "material-outline": { namespace: "mat_outline", name: "Material Outline", grid: "icon-size-6", material: "outline" },
  "material-twotone": { namespace: "", name: "Material Twotone", grid: "icon-size-6", material: "twotone" },
};

/** MUI's component names end in one of these for every style but the filled ("solid") one. */
const STYLE_SUFFIXES = { outline: "Outlined", twotone: "TwoTone", rounded: "Rounded", sharp: "Sharp" } as const;
const ANY_STYLE_SUFFIX = new RegExp(`(${Object.values(STYLE_SUFFIXES).join("|")})$`);

/** `AcUnit` → `ac_unit`, `Looks3` → `looks_3`, `Wifi1Bar` → `wifi_1_bar` (Material's own spelling). */
export function toMaterialName(componentName: string): string {
  return componentName
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Za-z])([0-9])/g, "$1_$2")
    .toLowerCase();
}

/** The icon names of each Material style, from the export names of the installed @mui/icons-material. */
export function materialNamesByStyle(componentNames: string[]): Record<MaterialStyle, string[]> {
  const withSuffix = (suffix: string) =>
    componentNames.filter((name) => name.endsWith(suffix)).map((name) => toMaterialName(name.slice(0, -suffix.length)));
  return {
    solid: componentNames.filter((name) => !ANY_STYLE_SUFFIX.test(name)).map(toMaterialName),
    outline: withSuffix(STYLE_SUFFIXES.outline),
    twotone: withSuffix(STYLE_SUFFIXES.twotone),
  };
}

// The package's type index declares every icon as `export const Name: SvgIconComponent;`. Reading
// it (once per process) lists the names without loading ten thousand React components.
const MATERIAL_INDEX = path.join(process.cwd(), "node_modules", "@mui", "icons-material", "index.d.ts");
let materialNames: Promise<Record<MaterialStyle, string[]>> | undefined;

function loadMaterialNames(): Promise<Record<MaterialStyle, string[]>> {
  materialNames ??= readFile(MATERIAL_INDEX, "utf8")
    .then((source) => materialNamesByStyle([...source.matchAll(/^export const (\w+): SvgIconComponent;$/gm)].map((match) => match[1])))
    .catch((error: unknown) => {
      materialNames = undefined; // try again on the next request
      throw error;
    });
  return materialNames;
}

/**
 * One icon set with its names. Feather and Heroicons are not installed (the screens draw with
 * @mui/icons-material), and names typed by hand would list icons nobody can show: those answer 404.
 */
export async function getIconSet(set: string): Promise<IconSet> {
  const definition = Object.hasOwn(ICON_SETS, set) ? ICON_SETS[set] : undefined;
  if (!definition) throw new ApiError(404, "not_found", `There is no icon set ${set}.`);
  const { material, ...iconSet } = definition;
  if (!material) throw new ApiError(404, "not_found", `Icon set ${set} is not installed`);
  return { ...iconSet, list: (await loadMaterialNames())[material] };
}
