import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "@/lib/api/errors";
import { ICON_SETS, isIconSetKey, type IconSet, type IconSource, type MaterialStyle } from "@/lib/icons/catalog";

export { ICON_SETS } from "@/lib/icons/catalog";
export type { IconSet } from "@/lib/icons/catalog";

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

/** Each Material style's icons, Material name → the @mui/icons-material export that draws it. */
export function materialComponentsByStyle(componentNames: string[]): Record<MaterialStyle, Map<string, string>> {
  const withSuffix = (suffix: string) =>
    new Map(
      componentNames
        .filter((name) => name.endsWith(suffix))
        .map((name) => [toMaterialName(name.slice(0, -suffix.length)), name] as const),
    );
  return {
    solid: new Map(
      componentNames
        .filter((name) => !ANY_STYLE_SUFFIX.test(name))
        .map((name) => [toMaterialName(name), name] as const),
    ),
    outline: withSuffix(STYLE_SUFFIXES.outline),
    twotone: withSuffix(STYLE_SUFFIXES.twotone),
  };
}

/** The icon names of each Material style, from the export names of the installed @mui/icons-material. */
export function materialNamesByStyle(componentNames: string[]): Record<MaterialStyle, string[]> {
  const byStyle = materialComponentsByStyle(componentNames);
  return {
    solid: [...byStyle.solid.keys()],
    outline: [...byStyle.outline.keys()],
    twotone: [...byStyle.twotone.keys()],
  };
}

// Package files are read once per process. The paths are resolved at run time on purpose
// (`turbopackIgnore`): the files are data, not modules, and must not pull the whole project into
// the server bundle's file tracing.
export const packageFile = (...segments: string[]) =>
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
export const loadMaterialComponents = cachedOnce(async () =>
  materialComponentsByStyle(
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

/** A set's icon names, in the package's order (Material) or alphabetical (Feather, Heroicons). */
export async function loadNames(source: IconSource): Promise<string[]> {
  switch (source.kind) {
    case "material":
      return [...(await loadMaterialComponents())[source.style].keys()];
    case "feather":
      return loadFeatherNames();
    case "heroicons":
      return loadHeroiconNames(source.folder);
  }
}

const nameSets = new Map<string, Promise<Set<string>>>();
/** Whether the set has the icon: the one check every name passes before a file is read. */
export async function setHasIcon(source: IconSource, name: string): Promise<boolean> {
  const key = JSON.stringify(source);
  if (!nameSets.has(key)) {
    const pending = loadNames(source).then((names) => new Set(names));
    pending.catch(() => nameSets.delete(key));
    nameSets.set(key, pending);
  }
  return (await nameSets.get(key)!).has(name);
}

/** One icon set with its names, listed from the installed icon package. */
export async function getIconSet(set: string): Promise<IconSet> {
  if (!isIconSetKey(set)) throw new ApiError(404, "not_found", `There is no icon set ${set}.`);
  const { namespace, name, grid, source } = ICON_SETS[set];
  return { namespace, name, grid, list: await loadNames(source) };
}
