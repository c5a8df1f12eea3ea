import { sanitizeArticleHtml } from "@/lib/help-center/sanitize-content";

describe("sanitizeArticleHtml", () => {
  it("keeps article formatting unchanged", () => {
    const html =
      "<h2>Title</h2><p>Open <strong>Events → New</strong>, then <em>Publish</em>; use <code>utm_</code> &amp; more.</p><ol><li>One</li></ol><ul><li>Two</li></ul>";
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("drops scripts, event handlers, images and unsafe links", () => {
    const html =
      '<p onclick="x()">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_blank">ok</a></p><style>p{}</style>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<p>Hi<a rel="noopener noreferrer">bad</a><a rel="noopener noreferrer" href="https://example.com" target="_blank">ok</a></p>',
    );
  });
});
