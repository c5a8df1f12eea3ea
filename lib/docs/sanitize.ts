import sanitizeHtml from "sanitize-html";

// The docs are Markdown written by the team, but Markdown lets raw HTML through, so the rendered
// page is cleaned like every other article (lib/help-center/sanitize-content.ts) with what
// documentation needs on top: headings with ids (their anchors), tables, code blocks with their
// language. Links are judged here, whatever wrote them: a link inside the app (`/…`, `#…`) stays a
// plain same-tab link; an external one opens in a new tab without a window.opener; anything else
// (javascript:, data:, protocol-relative) loses its href.

const HEADINGS = ["h2", "h3", "h4", "h5", "h6"];
const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** A path on this site: not `//host` nor `/\host`, also once percent-decoded (`/%5Chost`). */
function isSitePath(value: string): boolean {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  return ![value, decoded].some((candidate) => /^\/[\\/]/.test(candidate));
}

/** Where a docs link leads: inside the app, outside it, or nowhere we allow. */
export function linkKind(href: string | undefined): "internal" | "external" | "invalid" {
  if (!href) return "invalid";
  const value = href.trim();
  if (value.startsWith("#")) return "internal";
  if (value.startsWith("/")) return isSitePath(value) ? "internal" : "invalid";
  if (/^(https?:\/\/[^/\\]|mailto:)/i.test(value)) return "external";
  return "invalid";
}

const headingWithSafeId: sanitizeHtml.Transformer = (tagName, attribs) => {
  const safe: sanitizeHtml.Attributes = {};
  if (attribs.id && ID_PATTERN.test(attribs.id)) safe.id = attribs.id;
  return { tagName, attribs: safe };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "s",
    "del",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "div",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target", "title"],
    code: ["class"],
    div: ["class"],
    th: ["align"],
    td: ["align"],
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
  },
  allowedClasses: { code: ["language-*"], div: ["docs-table"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // An h1 inside a page would compete with the page's own title.
    h1: (_tagName, attribs) => headingWithSafeId("h2", attribs),
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, headingWithSafeId])),
    a: (tagName, attribs) => {
      const kind = linkKind(attribs.href);
      const attributes: Record<string, string> = {};
      if (attribs.title) attributes.title = attribs.title;
      if (kind === "internal") attributes.href = attribs.href.trim();
      if (kind === "external") {
        attributes.href = attribs.href.trim();
        attributes.target = "_blank";
        attributes.rel = "noopener noreferrer";
      }
      return { tagName, attribs: attributes };
    },
  },
};

/** Rendered docs HTML as the page may show it. */
export function sanitizeDocsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
