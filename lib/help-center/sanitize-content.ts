import sanitizeHtml from "sanitize-html";

// Guides, FAQ answers and course steps are articles stored as HTML. They are written by the team,
// not by users, but they reach the browser as markup (dangerouslySetInnerHTML), so a row written any
// other way (a hand edit, an old import) must still never carry a script: only article formatting
// and safe links survive, and links open without handing the page a window.opener.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { rel: "noopener noreferrer" };
      if (attribs.href) attributes.href = attribs.href;
      if (attribs.target === "_blank") attributes.target = "_blank";
      return { tagName, attribs: attributes };
    },
  },
};

/** Article HTML as the screens may show it; clean markup comes back unchanged. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
