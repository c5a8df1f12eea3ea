import { headingId, renderMarkdown, splitFrontMatter } from "@/lib/docs/render";

describe("splitFrontMatter", () => {
  it("reads key: value lines and returns the rest", () => {
    expect(splitFrontMatter('---\ntitle: "Getting: started"\nother: x\n---\n\nBody')).toEqual({
      data: { title: "Getting: started", other: "x" },
      body: "\nBody",
    });
  });

  it("leaves a file without front matter alone", () => {
    expect(splitFrontMatter("# Title\n\nText")).toEqual({ data: {}, body: "# Title\n\nText" });
  });
});

describe("headingId", () => {
  it("folds Turkish and Romanian letters into ASCII words joined by dashes", () => {
    expect(headingId("Bilet satışı ve İadeler")).toBe("bilet-satisi-ve-iadeler");
    expect(headingId("Încasări și rambursări")).toBe("incasari-si-rambursari");
    expect(headingId("0.8.0 — 25 November 2026")).toBe("0-8-0-25-november-2026");
    expect(headingId("!!!")).toBe("section");
  });
});

describe("renderMarkdown", () => {
  it("takes the title from the front matter", () => {
    const doc = renderMarkdown("---\ntitle: Changelog\n---\n\n## 0.2.0\n\n- Second\n");
    expect(doc.title).toBe("Changelog");
    expect(doc.html).toContain("<li>Second</li>");
  });

  it("else takes the first # heading as the title and leaves it out of the body", () => {
    const doc = renderMarkdown("# Introduction\n\nHostdeck is an app.\n");
    expect(doc.title).toBe("Introduction");
    expect(doc.html).toBe("<p>Hostdeck is an app.</p>");
  });

  it("moves headings one level down, with unique ids and a link to themselves", () => {
    const doc = renderMarkdown("## Check-in\n\ntext\n\n## Check-in\n\n### Refunds & *exports*\n");
    expect(doc.html).toContain('<h3 id="check-in"><a href="#check-in">Check-in</a></h3>');
    expect(doc.html).toContain('<h3 id="check-in-2"><a href="#check-in-2">Check-in</a></h3>');
    expect(doc.html).toContain(
      '<h4 id="refunds-exports"><a href="#refunds-exports">Refunds &amp; <em>exports</em></a></h4>',
    );
    expect(doc.headings).toEqual([
      { id: "check-in", text: "Check-in", depth: 3 },
      { id: "check-in-2", text: "Check-in", depth: 3 },
      { id: "refunds-exports", text: "Refunds & exports", depth: 4 },
    ]);
  });

  it("renders code blocks with their language, inline code, lists and tables (wrapped to scroll)", () => {
    const doc = renderMarkdown(
      "```bash\nnpm install && npm start\n```\n\nRun `npm test`.\n\n1. one\n2. two\n\n| a | b |\n| --- | :-: |\n| 1 | 2 |\n",
    );
    expect(doc.html).toContain('<pre><code class="language-bash">npm install &amp;&amp; npm start\n</code></pre>');
    expect(doc.html).toContain("<code>npm test</code>");
    expect(doc.html).toContain("<ol>\n<li>one</li>\n<li>two</li>\n</ol>");
    expect(doc.html).toMatch(/<div class="docs-table"><table>\n<thead>\n<tr>\n<th>a<\/th>\n<th align="center">b<\/th>/);
    expect(doc.html).toContain("</table></div>");
  });

  it("keeps in-app links plain and opens external ones in a new tab without an opener", () => {
    const doc = renderMarkdown(
      "[Events](/pages/events), [top](#check-in), [Node](https://nodejs.org/) and <http://localhost:3000>",
    );
    expect(doc.html).toContain('<a href="/pages/events">Events</a>');
    expect(doc.html).toContain('<a href="#check-in">top</a>');
    expect(doc.html).toContain('<a href="https://nodejs.org/" target="_blank" rel="noopener noreferrer">Node</a>');
    expect(doc.html).toContain(
      '<a href="http://localhost:3000" target="_blank" rel="noopener noreferrer">http://localhost:3000</a>',
    );
  });

  it("sanitises raw HTML and dangerous links in the Markdown", () => {
    const doc = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        '<p onclick="alert(1)" style="color:red">styled</p>',
        "[js](javascript:alert(1)) [proto](//evil.example) [slash](/\\evil.example)",
        '<a href="/pages/events" target="_self" onclick="x()">in</a>',
        '<h2 id="bad id">Odd</h2><iframe src="https://evil.example"></iframe>',
      ].join("\n\n"),
    );
    expect(doc.html).not.toMatch(/script|onerror|onclick|style=|<img|iframe|javascript:|evil\.example/);
    expect(doc.html).toContain("<p>styled</p>");
    expect(doc.html).toContain("<a>js</a> <a>proto</a> <a>slash</a>");
    expect(doc.html).toContain('<a href="/pages/events">in</a>');
    expect(doc.html).toContain("<h2>Odd</h2>");
  });
});
