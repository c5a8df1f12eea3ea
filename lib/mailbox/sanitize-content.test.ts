import { sanitizeMailContent } from "@/lib/mailbox/sanitize-content";

describe("sanitizeMailContent", () => {
  it("drops scripts and handlers, the first time and every time after (the remembered result)", () => {
    const body = `<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">x</a></p>`;
    const first = sanitizeMailContent(body);
    expect(first).toBe(`<p>Hi <a rel="noopener noreferrer">x</a></p>`);
    expect(sanitizeMailContent(body)).toBe(first);
  });

  it("stays right when more bodies pass than it remembers (the oldest are forgotten)", () => {
    const filler = "x".repeat(90_000);
    for (let index = 0; index < 60; index++) {
      expect(sanitizeMailContent(`<p>${index}${filler}<script>bad()</script></p>`)).toBe(`<p>${index}${filler}</p>`);
    }
    expect(sanitizeMailContent(`<p>0${filler}<img src=x onerror=bad()></p>`)).toBe(`<p>0${filler}</p>`);
  });
});
