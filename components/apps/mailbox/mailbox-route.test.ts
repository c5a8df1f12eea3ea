import { mailPath, pageParam, parseMailboxPath, viewPath } from "@/components/apps/mailbox/mailbox-route";

describe("parseMailboxPath", () => {
  it("opens the inbox on /apps/mailbox", () => {
    expect(parseMailboxPath("/apps/mailbox")).toEqual({ view: { kind: "folder", slug: "inbox" }, mailId: null });
  });

  it("resolves the first segment as a folder, then a filter, then a label", () => {
    expect(parseMailboxPath("/apps/mailbox/sent").view).toEqual({ kind: "folder", slug: "sent" });
    expect(parseMailboxPath("/apps/mailbox/starred").view).toEqual({ kind: "filter", slug: "starred" });
    expect(parseMailboxPath("/apps/mailbox/important").view).toEqual({ kind: "filter", slug: "important" });
    expect(parseMailboxPath("/apps/mailbox/work").view).toEqual({ kind: "label", slug: "work" });
  });

  it("reads the open mail and decodes a label slug outside ASCII", () => {
    expect(parseMailboxPath("/apps/mailbox/inbox/abc-123")).toEqual({
      view: { kind: "folder", slug: "inbox" },
      mailId: "abc-123",
    });
    expect(parseMailboxPath("/apps/mailbox/%C3%B6demeler/x").view).toEqual({ kind: "label", slug: "ödemeler" });
    expect(parseMailboxPath("/apps/mailbox/%E0%A4%A/x").view.slug).toBe("%E0%A4%A");
  });
});

describe("viewPath and mailPath", () => {
  it("write the paths back, page 1 left out", () => {
    expect(viewPath({ kind: "folder", slug: "inbox" })).toBe("/apps/mailbox/inbox");
    expect(viewPath({ kind: "label", slug: "ödemeler" }, 3)).toBe("/apps/mailbox/%C3%B6demeler?page=3");
    expect(mailPath({ kind: "filter", slug: "starred" }, "m1")).toBe("/apps/mailbox/starred/m1");
    expect(mailPath({ kind: "folder", slug: "inbox" }, "m1", 2)).toBe("/apps/mailbox/inbox/m1?page=2");
  });

  it("round-trip through parseMailboxPath", () => {
    const view = { kind: "label" as const, slug: "facturi-și-plăți" };
    expect(parseMailboxPath(mailPath(view, "id 1").split("?")[0])).toEqual({ view, mailId: "id 1" });
  });
});

describe("pageParam", () => {
  it("takes a whole number from 1 up, else 1", () => {
    expect(pageParam("4")).toBe(4);
    for (const value of [null, "", "0", "-2", "1.5", "abc"]) expect(pageParam(value)).toBe(1);
  });
});
