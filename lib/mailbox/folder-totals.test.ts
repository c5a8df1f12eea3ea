import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { FOLDER_IDS } from "@/lib/mailbox/constants";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";

// MailboxFolderTotal is kept by triggers (migration 20261128150000_mailbox_folder_totals): after
// random adds, moves (to another folder) and deletes of mails, and a user deleted with their mails,
// the kept totals equal a count over the rows.

let sqlite: Database.Database;

beforeEach(() => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-folder-totals-")), "mail.db");
  fs.copyFileSync(process.env.HOSTDECK_TEST_DB_TEMPLATE!, file);
  sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
});

afterEach(() => sqlite.close());

function addUser(): string {
  const id = randomUUID();
  sqlite
    .prepare(
      `INSERT INTO "User" (id, email, firstName, displayName, passwordHash, updatedAt) VALUES (?, ?, 'M', 'M', '-', ?)`,
    )
    .run(id, `mail-${id}@example.test`, sqliteInstant(new Date()));
  return id;
}

function expectKeptEqualsRaw() {
  const raw = sqlite
    .prepare(`SELECT userId, folderId, COUNT(*) AS mails FROM "MailboxMail" GROUP BY userId, folderId ORDER BY 1, 2`)
    .all();
  const kept = sqlite
    .prepare(`SELECT userId, folderId, mails FROM "MailboxFolderTotal" WHERE mails != 0 ORDER BY 1, 2`)
    .all();
  expect(kept).toEqual(raw);
}

it("keeps each folder's total equal to its mails through adds, moves and deletes", () => {
  let seed = 5;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const users = [addUser(), addUser()];
  const anyMail = () =>
    (sqlite.prepare(`SELECT id FROM "MailboxMail" ORDER BY random() LIMIT 1`).get() as { id: string } | undefined)?.id;
  for (let step = 0; step < 300; step++) {
    const mail = anyMail();
    const kind = mail ? Math.floor(random() * 4) : 0;
    if (kind <= 1)
      sqlite
        .prepare(
          `INSERT INTO "MailboxMail" (id, userId, folderId, fromContact, "to", date, subject, content) VALUES (?, ?, ?, 'A <a@x.test>', 'me', ?, 'S', '<p>x</p>')`,
        )
        .run(randomUUID(), pick(users), pick(FOLDER_IDS), sqliteInstant(new Date()));
    else if (kind === 2)
      sqlite.prepare(`UPDATE "MailboxMail" SET folderId = ? WHERE id = ?`).run(pick(FOLDER_IDS), mail);
    else sqlite.prepare(`DELETE FROM "MailboxMail" WHERE id = ?`).run(mail);
    if (step % 25 === 0) expectKeptEqualsRaw();
  }
  expectKeptEqualsRaw();
  sqlite.prepare(`DELETE FROM "User" WHERE id = ?`).run(users[0]);
  expect(sqlite.prepare(`SELECT COUNT(*) AS n FROM "MailboxFolderTotal" WHERE userId = ?`).get(users[0])).toEqual({
    n: 0,
  });
  expectKeptEqualsRaw();
});
