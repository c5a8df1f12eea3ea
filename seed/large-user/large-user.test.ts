import { db } from "@/lib/db";
import { provisionDemoData } from "@/seed/demo/provision";
import { seedUser, uniqueEmail } from "@/seed/factories";
import { assertLocalSqliteUrl } from "@/seed/large-user/database-guard";
import { largeUserId, seedLargeUser, type LargeCounts } from "@/seed/large-user";
import { LARGE_BOARD_TITLE } from "@/seed/large-user/scrumboard";

// The generator on the real SQLite file of the test worker, with small counts.
const COUNTS: LargeCounts = { contacts: 30, mails: 50, tasks: 60, cards: 20 };
// Long before any real run, so the generated rows (dated back from it) are told from the sample (dated now).
const NOW = new Date("2001-01-01T12:00:00Z");
/** A section heads every 50 generated tasks. */
const SECTIONS = Math.ceil(COUNTS.tasks / 50);

async function rowsOf(userId: string) {
  const board = await db.scrumboardBoard.findFirst({
    where: { userId, title: LARGE_BOARD_TITLE },
    select: { id: true },
  });
  return {
    contacts: await db.contact.count({ where: { userId } }),
    contactTags: await db.contactTagLink.count({ where: { contact: { userId } } }),
    mails: await db.mailboxMail.count({ where: { userId } }),
    tasks: await db.task.count({ where: { userId } }),
    boards: await db.scrumboardBoard.count({ where: { userId } }),
    largeBoardCards: board ? await db.scrumboardCard.count({ where: { boardId: board.id } }) : 0,
    largeBoardLists: board ? await db.scrumboardList.count({ where: { boardId: board.id } }) : 0,
  };
}

/** What the plain sample gives every new account. */
async function sampleRows() {
  const user = await seedUser(db, { email: uniqueEmail("sample") });
  await db.$transaction((tx) => provisionDemoData(tx, user.id), { timeout: 60_000 });
  return { userId: user.id, rows: await rowsOf(user.id) };
}

describe("seedLargeUser", () => {
  it("adds the asked numbers of rows on top of the sample, for that user only", async () => {
    const other = await sampleRows();
    const email = uniqueEmail("large");
    const { userId, boardId } = await seedLargeUser(db, { email, counts: COUNTS, now: NOW, passwordCost: 4 });

    expect(userId).toBe(largeUserId(email));
    const rows = await rowsOf(userId);
    expect(rows).toMatchObject({
      contacts: other.rows.contacts + COUNTS.contacts,
      mails: other.rows.mails + COUNTS.mails,
      tasks: other.rows.tasks + COUNTS.tasks + SECTIONS,
      boards: other.rows.boards + 1,
      largeBoardCards: COUNTS.cards,
      largeBoardLists: 8,
    });
    expect(rows.contactTags).toBeGreaterThan(other.rows.contactTags);
    // Orders stay contiguous (0 … n-1) after the appended tasks, as the tasks app requires.
    const orders = (await db.task.findMany({ where: { userId }, select: { order: true } })).map((t) => t.order);
    expect(orders.sort((a, b) => a - b)).toEqual(orders.map((_, index) => index));
    // Mails spread over folders, some unread, starred and labelled; every label link is the user's.
    const folders = await db.mailboxMail.groupBy({ by: ["folderId"], where: { userId }, _count: { _all: true } });
    expect(folders.length).toBeGreaterThanOrEqual(4);
    expect(await db.mailboxMail.count({ where: { userId, unread: true } })).toBeGreaterThan(0);
    expect(await db.mailboxMail.count({ where: { userId, starred: true } })).toBeGreaterThan(0);
    expect(await db.mailboxMailLabel.count({ where: { mail: { userId }, label: { userId: { not: userId } } } })).toBe(
      0,
    );
    expect(await db.scrumboardCard.count({ where: { boardId, userId: { not: userId } } })).toBe(0);
    // The other account is untouched.
    expect(await rowsOf(other.userId)).toEqual(other.rows);
  });

  it("is idempotent: a rerun remakes the same user with the same rows", async () => {
    const email = uniqueEmail("large");
    const options = { email, counts: COUNTS, now: NOW, passwordCost: 4 };
    const snapshot = async (userId: string) => ({
      rows: await rowsOf(userId),
      contacts: await db.contact.findMany({
        where: { userId, createdAt: { lt: NOW } },
        select: { id: true, name: true, emails: true },
        orderBy: { id: "asc" },
      }),
      cards: await db.scrumboardCard.findMany({
        where: { userId, board: { title: LARGE_BOARD_TITLE } },
        select: { id: true, title: true, position: true },
        orderBy: { id: "asc" },
      }),
    });
    const first = await seedLargeUser(db, options);
    const before = await snapshot(first.userId);
    const second = await seedLargeUser(db, options);
    expect(second).toEqual(first);
    expect(await snapshot(second.userId)).toEqual(before);
    expect(await db.user.count({ where: { email } })).toBe(1);
    // Another address gets rows of its own (no shared ids).
    const third = await seedLargeUser(db, { ...options, email: uniqueEmail("large") });
    expect((await rowsOf(third.userId)).contacts).toBe(before.rows.contacts);
    expect((await snapshot(first.userId)).rows).toEqual(before.rows);
  });
});

describe("assertLocalSqliteUrl", () => {
  it("lets local SQLite files through and refuses anything on a network", () => {
    for (const url of ["file:./data/app.db", "file:/tmp/x.db", "data/app.db"])
      expect(assertLocalSqliteUrl(url)).toBe(url);
    for (const url of [
      "postgres://user:secret@db.example/app",
      "libsql://x.turso.io",
      "https://x.example",
      "file://host/share/app.db",
    ])
      expect(() => assertLocalSqliteUrl(url)).toThrow(/Refusing/);
    expect(() => assertLocalSqliteUrl("postgres://user:secret@db.example/app")).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
  });
});
