import { folderCountDelta } from "@/components/apps/mailbox/folder-count-delta";
import { folderBySlug } from "@/lib/mailbox/constants";

const id = (slug: Parameters<typeof folderBySlug>[0]) => folderBySlug(slug).id;

describe("folderCountDelta", () => {
  it("takes one off the inbox when an unread inbox mail is read, and puts it back when unread again", () => {
    const inbox = id("inbox");
    expect(
      folderCountDelta([{ before: { folder: inbox, unread: true }, after: { folder: inbox, unread: false } }]),
    ).toEqual(new Map([[inbox, -1]]));
    expect(
      folderCountDelta([{ before: { folder: inbox, unread: false }, after: { folder: inbox, unread: true } }]),
    ).toEqual(new Map([[inbox, 1]]));
  });

  it("moves counts between folders by their rules: spam counts every mail, trash none", () => {
    const delta = folderCountDelta([
      { before: { folder: id("inbox"), unread: true }, after: { folder: id("spam"), unread: true } },
      { before: { folder: id("inbox"), unread: false }, after: { folder: id("spam"), unread: false } },
      { before: { folder: id("drafts"), unread: false }, after: { folder: id("trash"), unread: false } },
    ]);
    expect(delta).toEqual(
      new Map([
        [id("inbox"), -1],
        [id("spam"), 2],
        [id("drafts"), -1],
      ]),
    );
  });

  it("changes nothing for a read mail that stays in the inbox", () => {
    const inbox = id("inbox");
    expect(
      folderCountDelta([{ before: { folder: inbox, unread: false }, after: { folder: inbox, unread: false } }]).size,
    ).toBe(0);
  });
});
