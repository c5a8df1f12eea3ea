import "server-only";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { iconSetOfNamespace } from "@/lib/icons/catalog";
import { parseIconName } from "@/lib/icons/names";
import { loadMaterialComponents, packageFile, setHasIcon } from "@/lib/icons/sets";
import { materialElementToSvg, type IconElement } from "@/lib/icons/svg-markup";

// The registry: a `namespace:name` (lib/icons/names.ts) → the icon's SVG document, read from the
// installed packages. A name is first checked against its set's list, so nothing but a listed
// icon's own file is ever read. Icons found are kept for the process (they are pure); the lists
// bound how many there can be.

// Icon modules are loaded at run time from node_modules, not bundled: bundling "any of 10,000"
// would put every icon in the server build.
const requireFromProject = createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), "package.json"));

type MaterialIconModule = {
  default: { type?: { render?: (props: object, ref: null) => { props: { children?: unknown } } } };
};

/**
 * The paths of a Material icon, from the package's own component: `createSvgIcon` wraps them in
 * `memo(forwardRef(render))`, and `render` answers `<SvgIcon>{paths}</SvgIcon>`. Only the paths
 * are kept (no SvgIcon, no Emotion styles), written out as a plain 24 × 24 SVG.
 */
function materialSvg(componentName: string): string | null {
  const icon = (requireFromProject(`@mui/icons-material/${componentName}`) as MaterialIconModule).default;
  const element = icon.type?.render?.({}, null);
  if (!element) return null;
  return materialElementToSvg(element.props.children as IconElement);
}

async function fileSvg(file: string): Promise<string> {
  return (await readFile(file, "utf8")).trim();
}

const BRANDS_FOLDER = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "icons", "brands");

async function resolve(value: string): Promise<string | null> {
  const parsed = parseIconName(value);
  if (!parsed) return null;
  const { namespace, name } = parsed;
  // parseIconName admits only the three brand names.
  if (namespace === "brands") return fileSvg(path.join(BRANDS_FOLDER, `${name}.svg`));
  const set = iconSetOfNamespace(namespace);
  if (!set || !(await setHasIcon(set.source, name))) return null;
  switch (set.source.kind) {
    case "material": {
      const componentName = (await loadMaterialComponents())[set.source.style].get(name);
      return componentName ? materialSvg(componentName) : null;
    }
    case "feather":
      return fileSvg(packageFile("feather-icons", "dist", "icons", `${name}.svg`));
    case "heroicons":
      return fileSvg(packageFile("heroicons", ...set.source.folder.split("/"), `${name}.svg`));
  }
}

const resolved = new Map<string, Promise<string | null>>();
/** Every icon of every set is about 7,800 entries; the cap is a guard, not a policy. */
const MAX_CACHED = 20_000;

/**
 * The SVG markup of the icon a `namespace:name` names (a bare name is Material Twotone), or null
 * when no registered set has it.
 */
export function iconSvg(value: string): Promise<string | null> {
  const parsed = parseIconName(value);
  if (!parsed) return Promise.resolve(null);
  const key = `${parsed.namespace}:${parsed.name}`;
  let pending = resolved.get(key);
  if (!pending) {
    pending = resolve(key);
    // Only icons are remembered: a miss (anyone may ask for any name) or a failed read is not.
    const forget = () => resolved.delete(key);
    pending.then((svg) => svg === null && forget(), forget);
    if (resolved.size < MAX_CACHED) resolved.set(key, pending);
  }
  return pending;
}

/** Whether the registry has the icon (a shortcut's icon must be one). */
export async function isKnownIcon(value: string): Promise<boolean> {
  return (await iconSvg(value)) !== null;
}
