import { fileSize, listDate, previewText } from "@/components/apps/mailbox/mail-text";

describe("previewText", () => {
  it("drops tags, keeps words apart and decodes entities", () => {
    expect(previewText("<p>Hi Ana,</p><p>The <strong>report</strong> &amp; the plan.<br>Thanks</p>")).toBe(
      "Hi Ana, The report & the plan. Thanks",
    );
    expect(previewText("<p>5 &lt; 6 &#x27;ok&#39; &nbsp;&hellip;</p>")).toBe("5 < 6 'ok' &hellip;");
    expect(previewText("<style>p{}</style><script>x()</script>Text")).toBe("Text");
  });

  it("cuts long text with an ellipsis", () => {
    expect(previewText(`<p>${"a".repeat(300)}</p>`, 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("listDate", () => {
  const now = new Date(2025, 10, 20, 15, 0);
  it("shows the time today, day and month this year, the full date before", () => {
    expect(listDate(new Date(2025, 10, 20, 9, 5).toISOString(), now, "en")).toBe("9:05 AM");
    expect(listDate(new Date(2025, 10, 20, 9, 5).toISOString(), now, "ro")).toBe("09:05");
    expect(listDate(new Date(2025, 2, 3, 9, 5).toISOString(), now, "en")).toBe("Mar 3");
    expect(listDate(new Date(2025, 2, 3, 9, 5).toISOString(), now, "tr")).toBe("3 Mar");
    expect(listDate(new Date(2024, 2, 3, 9, 5).toISOString(), now, "en")).toBe("03/03/2024");
    expect(listDate(new Date(2024, 2, 3, 9, 5).toISOString(), now, "ro")).toBe("03.03.2024");
  });
});

describe("fileSize", () => {
  it("uses B, KB and MB", () => {
    expect(fileSize(512, "en")).toBe("512 B");
    expect(fileSize(1536, "en")).toBe("1.5 KB");
    expect(fileSize(200 * 1024, "en")).toBe("200 KB");
    expect(fileSize(3 * 1024 * 1024, "en")).toBe("3 MB");
  });
});
