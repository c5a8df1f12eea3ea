import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { limitSql, readRow, readRows } from "@/lib/prepared-reads";

// A folder's or filter's page of mails (issue 17) as prepared statements (lib/prepared-reads.ts):
// the folder's kept total or the filter's count, then the page, newest first, each mail with its label ids in the
// labels' order. `where` is the caller's fixed SQL over "MailboxMail" with bound values.

export type MailPageRow = {
  id: string;
  folderId: string;
  fromAvatar: string;
  fromContact: string;
  to: string;
  cc: string | null;
  bcc: string | null;
  date: Date;
  subject: string;
  content: string;
  attachments: string;
  starred: boolean;
  important: boolean;
  unread: boolean;
  labelIds: string;
};

/** How many mails the user has in a folder, as the database keeps it (MailboxFolderTotal). */
export function readFolderTotal(userId: string, folderId: string): number {
  return (
    readRow<{ mails: number }>(Prisma.sql`
      SELECT "mails" FROM "MailboxFolderTotal" WHERE "userId" = ${userId} AND "folderId" = ${folderId}`)?.mails ?? 0
  );
}

export function readMailCount(where: Prisma.Sql): number {
  return readRow<{ total: number }>(Prisma.sql`SELECT COUNT(*) AS "total" FROM "MailboxMail" ${where}`)!.total;
}

/** The id breaks ties between mails of the same instant, so pages never overlap. */
export function readMailPage(where: Prisma.Sql, limit: number, offset: number): MailPageRow[] {
  return readRows<MailPageRow>(Prisma.sql`
    WITH "page" AS (SELECT * FROM "MailboxMail" ${where} ORDER BY "date" DESC, "id" ASC LIMIT ${limitSql(limit)} OFFSET ${offset})
    SELECT m."id", m."folderId", m."fromAvatar", m."fromContact", m."to", m."cc", m."bcc", m."date", m."subject",
      m."content", m."attachments", m."starred", m."important", m."unread",
      (SELECT json_group_array(link."labelId" ORDER BY label."position")
        FROM "MailboxMailLabel" link JOIN "MailboxLabel" label ON label."id" = link."labelId"
        WHERE link."mailId" = m."id") AS "labelIds"
    FROM "page" m ORDER BY m."date" DESC, m."id" ASC`);
}
