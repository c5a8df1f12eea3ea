import sanitizeHtml from "sanitize-html";

// An event's description is rich text from the editor, shown as HTML on the public page. Only
// basic formatting survives; scripts, styles, event handlers, images and any link that is not
// http(s) or mailto are dropped, and every link opens without handing the page a window.opener.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h2", "h3", "blockquote"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped tags keep their text, except these whose content is code, not prose.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // <b> and <i> are what pasted text often carries; stored as their semantic twins.
    b: "strong",
    i: "em",
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { rel: "noopener noreferrer" };
      if (attribs.href) attributes.href = attribs.href;
      if (attribs.target === "_blank") attributes.target = "_blank";
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
