import { sanitizeDescription } from "@/lib/events/sanitize-description";

describe("sanitizeDescription", () => {
  it("keeps basic formatting", () => {
    const html =
      "<h2>Line-up</h2><p>Doors at <strong>19:00</strong>, <em>bring</em> <u>a</u> <s>friend</s>.<br></p><ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3><blockquote>quote</blockquote>";
    expect(sanitizeDescription(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("drops scripts, styles, handlers, images and unknown tags, keeping their prose", () => {
    expect(
      sanitizeDescription(
        '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p>',
      ),
    ).toBe("<p>Hi</p>");
    expect(sanitizeDescription("<div><span>text</span></div>")).toBe("text");
    expect(sanitizeDescription("<iframe src=https://evil.example>inner</iframe>ok")).toBe("ok");
  });

  it("keeps http(s) and mailto links with rel=noopener, and no other address", () => {
    expect(sanitizeDescription('<a href="https://example.com" onclick="x()">site</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.com">site</a>',
    );
    expect(sanitizeDescription('<a href="mailto:a@example.com">mail</a>')).toBe(
      '<a rel="noopener noreferrer" href="mailto:a@example.com">mail</a>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeDescription('<a href="data:text/html,hi">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeDescription('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it("turns <b> and <i> into <strong> and <em>, and escapes stray characters", () => {
    expect(sanitizeDescription("<b>bold</b> <i>it</i> & 1 < 2")).toBe(
      "<strong>bold</strong> <em>it</em> &amp; 1 &lt; 2",
    );
  });
});
