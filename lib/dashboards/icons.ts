import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";

export type IconSet = { namespace: string; name: string; grid: string; list: string[] };

type MaterialStyle = "solid" | "outline" | "twotone";
/** Where a set's names come from: an installed icon package, never a hand-typed list. */
type IconSource =
  | { kind: "material"; style: MaterialStyle }
  | { kind: "feather" }
  | { kind: "heroicons"; folder: "24/outline" | "24/solid" | "20/solid" };
type IconSetDefinition = Omit<IconSet, "list"> & { source: IconSource };

/** The icon sets of the specification (section 7), keyed by the path segment. */
export const ICON_SETS: Record<string, IconSetDefinition> = {
  feather: { namespace: "feather", name: "Feather", grid: "icon-size-6", source: { kind: "feather" } },
  "heroicons-outline": {
    namespace: "heroicons_outline",
    name: "Heroicons Outline",
    grid: "icon-size-6",
    source: { kind: "heroicons", folder: "24/outline" },
  },
  "heroicons-solid": {
    namespace: "heroicons_solid",
    name: "Heroicons Solid",
    grid: "icon-size-6",
    source: { kind: "heroicons", folder: "24/solid" },
  },
  "heroicons-mini": {
    namespace: "heroicons_mini",
    name: "Heroicons Mini",
    grid: "icon-size-5",
    source: { kind: "heroicons", folder: "20/solid" },
  },
  "material-solid": {
    namespace: "mat_solid",
    name: "Material Solid",
    grid: "icon-size-6",
    source: { kind: "material", style: "solid" },
  },
  "material-outline": {
    namespace: "mat_outline",
    name: "Material Outline",
    grid: "icon-size-6",
    source: { kind: "material", style: "outline" },
  },
  "material-twotone": {
    namespace: "",
    name: "Material Twotone",
    grid: "icon-size-6",
    source: { kind: "material", style: "twotone" },
  },
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

// Package files are read once per process. The paths are resolved at run time on purpose
// (`turbopackIgnore`): the files are data, not modules, and must not pull the whole project into
// the server bundle's file tracing.
const packageFile = (...segments: string[]) =>
  path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", ...segments);

function cachedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // try again on the next request
      throw error;
    });
    return pending;
  };
}

// The type index declares every icon as `export const Name: SvgIconComponent;`: reading it lists
// the names without loading ten thousand React components.
const loadMaterialNames = cachedOnce(async () =>
  materialNamesByStyle(
    [
      ...(await readFile(packageFile("@mui", "icons-material", "index.d.ts"), "utf8")).matchAll(
        /^export const (\w+): SvgIconComponent;$/gm,
      ),
    ].map((match) => match[1]),
  ),
);

const loadFeatherNames = cachedOnce(async () =>
  Object.keys(
    JSON.parse(await readFile(packageFile("feather-icons", "dist", "icons.json"), "utf8")) as Record<string, string>,
  ).sort(),
);

const heroiconLoaders = new Map<string, () => Promise<string[]>>();
function loadHeroiconNames(folder: string): Promise<string[]> {
  if (!heroiconLoaders.has(folder)) {
    heroiconLoaders.set(
      folder,
      cachedOnce(async () =>
        (await readdir(packageFile("heroicons", ...folder.split("/"))))
          .filter((file) => file.endsWith(".svg"))
          .map((file) => file.slice(0, -".svg".length))
          .sort(),
      ),
    );
  }
  return heroiconLoaders.get(folder)!();
}

async function loadNames(source: IconSource): Promise<string[]> {
  switch (source.kind) {
    case "material":
      return (await loadMaterialNames())[source.style];
    case "feather":
      return loadFeatherNames();
    case "heroicons":
      return loadHeroiconNames(source.folder);
  }
}

/** One icon set with its names, listed from the installed icon package. */
export async function getIconSet(set: string): Promise<IconSet> {
  const definition = Object.hasOwn(ICON_SETS, set) ? ICON_SETS[set] : undefined;
  if (!definition) throw new ApiError(404, "not_found", `There is no icon set ${set}.`);
  const { source, ...iconSet } = definition;
  return { ...iconSet, list: await loadNames(source) };
}
