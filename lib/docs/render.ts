import { Marked, type Tokens } from "marked";
import { sanitizeDocsHtml } from "@/lib/docs/sanitize";

// Markdown to the HTML a docs page shows, on the server (marked, then the docs sanitiser). The
// page's title comes from the front matter (`title: …`) or else the first `# heading`, which is
// then left out of the body (the page shows the title itself). Headings move one level down (the
// page title is the article's h2, so `##` becomes h3) and get ids for their anchors; tables are
// wrapped so a wide one scrolls on a phone instead of widening the page.

export type RenderedDoc = { title: string; html: string; headings: { id: string; text: string; depth: number }[] };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The front matter's `key: value` lines (quotes around a value are dropped) and the rest. */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line.trim());
    if (pair) data[pair[1]] = pair[2].replace(/^(["'])(.*)\1$/, "$2").trim();
  }
  return { data, body: source.slice(match[0].length) };
}

/** A heading's anchor id: lower case ASCII words joined by dashes (Turkish and Romanian letters folded). */
export function headingId(text: string): string {
  const id = text
    .replace(/[ıİ]/g, "i")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id || "section";
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .trim();
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Renders one page's Markdown (front matter allowed) to sanitised HTML with its title. */
export function renderMarkdown(source: string): RenderedDoc {
  const { data, body } = splitFrontMatter(source);
  let title = data.title ?? "";
  let markdown = body;
  if (!title) {
    const heading = /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/.exec(body);
    if (heading) {
      title = heading[1].trim();
      markdown = body.slice(heading[0].length);
    }
  }

  const used = new Map<string, number>();
  const headings: RenderedDoc["headings"] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = plainText(inner);
        const base = headingId(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen ? `${base}-${seen + 1}` : base;
        const depth = Math.min(token.depth + 1, 6);
        headings.push({ id, text, depth });
        return `<h${depth} id="${escapeAttribute(id)}"><a href="#${escapeAttribute(id)}">${inner}</a></h${depth}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown) as string;
  const wrapped = raw.replace(/<table>/g, '<div class="docs-table"><table>').replace(/<\/table>/g, "</table></div>");
  return { title: plainText(title), html: sanitizeDocsHtml(wrapped), headings };
}
