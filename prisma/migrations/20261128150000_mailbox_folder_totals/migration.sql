-- Issue 17: a folder's page of mails reads its total from "MailboxFolderTotal" instead of counting
-- the folder's index entries (7,000 in a large inbox) on every request. The database keeps it:
-- the triggers below update it in the statement that adds, moves or deletes a mail, whichever
-- connection writes. SQLite triggers; a PostgreSQL deployment ports them to PL/pgSQL functions.

-- CreateTable
CREATE TABLE "MailboxFolderTotal" (
    "userId" TEXT NOT NULL,
    "folderId" TEXT NOT NULL,
    "mails" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("userId", "folderId"),
    CONSTRAINT "MailboxFolderTotal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Backfill, before the triggers exist.
INSERT INTO "MailboxFolderTotal" ("userId", "folderId", "mails")
SELECT "userId", "folderId", COUNT(*) FROM "MailboxMail" GROUP BY "userId", "folderId";

CREATE TRIGGER "MailboxMail_folderTotal_insert" AFTER INSERT ON "MailboxMail" BEGIN
  INSERT INTO "MailboxFolderTotal" ("userId", "folderId", "mails") VALUES (NEW."userId", NEW."folderId", 1)
  ON CONFLICT ("userId", "folderId") DO UPDATE SET "mails" = "mails" + 1;
END;

CREATE TRIGGER "MailboxMail_folderTotal_update" AFTER UPDATE OF "userId", "folderId" ON "MailboxMail" BEGIN
  UPDATE "MailboxFolderTotal" SET "mails" = "mails" - 1 WHERE "userId" = OLD."userId" AND "folderId" = OLD."folderId";
  INSERT INTO "MailboxFolderTotal" ("userId", "folderId", "mails") VALUES (NEW."userId", NEW."folderId", 1)
  ON CONFLICT ("userId", "folderId") DO UPDATE SET "mails" = "mails" + 1;
END;

-- A plain UPDATE: when the user is being deleted their totals may be gone already.
CREATE TRIGGER "MailboxMail_folderTotal_delete" AFTER DELETE ON "MailboxMail" BEGIN
  UPDATE "MailboxFolderTotal" SET "mails" = "mails" - 1 WHERE "userId" = OLD."userId" AND "folderId" = OLD."folderId";
END;
