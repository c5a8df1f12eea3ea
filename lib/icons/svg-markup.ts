// Writes the React elements of a Material icon's paths out as SVG markup. The icons hold only plain
// shapes (path, circle, ellipse, g, defs, use and fragments) with a handful of attributes, so a few
// lines do what react-dom/server would, without loading it into a route handler.

export type IconElement =
  string | number | boolean | null | undefined | IconElement[] | { type: unknown; props: Record<string, unknown> };

/** React's prop names that are not the attribute's name with its capitals turned into hyphens. */
const ATTRIBUTE_NAMES: Record<string, string> = { xlinkHref: "href", viewBox: "viewBox" };

function attributeName(prop: string): string {
  return ATTRIBUTE_NAMES[prop] ?? prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A tag is letters only: anything else (a component, a portal) is left out rather than guessed at. */
const TAG = /^[a-z][a-zA-Z]*$/;
const PROP = /^[a-zA-Z][a-zA-Z0-9]*$/;

export function elementToMarkup(element: IconElement): string {
  if (element === null || element === undefined || typeof element === "boolean") return "";
  if (typeof element === "string" || typeof element === "number") return escapeText(String(element));
  if (Array.isArray(element)) return element.map(elementToMarkup).join("");
  const { type, props } = element;
  const children = elementToMarkup(props.children as IconElement);
  // A fragment (Symbol(react.fragment)) is just its children.
  if (typeof type !== "string") return typeof type === "symbol" ? children : "";
  if (!TAG.test(type)) return "";
  const attributes = Object.entries(props)
    .filter(
      ([prop, value]) =>
        prop !== "children" && PROP.test(prop) && (typeof value === "string" || typeof value === "number"),
    )
    .map(([prop, value]) => ` ${attributeName(prop)}="${escapeText(String(value))}"`)
    .join("");
  return children ? `<${type}${attributes}>${children}</${type}>` : `<${type}${attributes}/>`;
}

/** A Material icon's paths as a 24 × 24 SVG document, filled in the current colour as SvgIcon draws it. */
export function materialElementToSvg(paths: IconElement): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">${elementToMarkup(paths)}</svg>`;
}
