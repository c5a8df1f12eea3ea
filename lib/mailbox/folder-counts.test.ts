import { MAILBOX_FOLDERS, folderBySlug } from "@/lib/mailbox/constants";
import { computeFolderCounts, folderCount } from "@/lib/mailbox/folder-counts";

describe("folderCount", () => {
  it("counts nothing under the none rule, everything under total, the unread under unread", () => {
    const tally = { total: 7, unread: 3 };
    expect(folderCount("none", tally)).toBe(0);
    expect(folderCount("total", tally)).toBe(7);
    expect(folderCount("unread", tally)).toBe(3);
  });
});

describe("computeFolderCounts", () => {
  const tally = (slug: Parameters<typeof folderBySlug>[0], total: number, unread: number) => ({
    folderId: folderBySlug(slug).id,
    total,
    unread,
  });

  it("applies section 9: sent and trash 0, drafts and spam their total, inbox its unread mails", () => {
    const folders = computeFolderCounts([
      tally("inbox", 12, 5),
      tally("sent", 4, 2),
      tally("drafts", 3, 1),
      tally("spam", 6, 6),
      tally("trash", 9, 9),
    ]);
    expect(Object.fromEntries(folders.map((folder) => [folder.slug, folder.count]))).toEqual({
      inbox: 5,
      sent: 0,
      drafts: 3,
      spam: 6,
      trash: 0,
    });
  });

  it("answers every folder in order with id, title, slug, icon and count, and 0 for an empty folder", () => {
    const folders = computeFolderCounts([]);
    expect(folders.map((folder) => folder.slug)).toEqual(["inbox", "sent", "drafts", "spam", "trash"]);
    expect(folders[0]).toEqual({
      id: MAILBOX_FOLDERS[0].id,
      title: "Inbox",
      slug: "inbox",
      icon: MAILBOX_FOLDERS[0].icon,
      count: 0,
    });
    expect(folders.every((folder) => folder.count === 0)).toBe(true);
  });
});
