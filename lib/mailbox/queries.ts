import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  DEFAULT_MAILBOX_SETTINGS,
  MAILBOX_FILTERS,
  folderBySlug,
  type MailboxFilterSlug,
  type MailLabelColor,
  type MessageLayout,
} from "@/lib/mailbox/constants";
import { computeFolderCounts } from "@/lib/mailbox/folder-counts";
import { labelSelect, mailRecordToListEntry, mailSelect, toMail, toMailListEntry } from "@/lib/mailbox/mail-record";
import { paginateMails } from "@/lib/mailbox/pagination";
import { readFolderTotal, readMailCount, readMailPage } from "@/lib/mailbox/sql";
import { parseJson } from "@/lib/prepared-reads";
import type { Mail, MailLabel, MailboxSettings, MailsPage, MailsQuery } from "@/lib/mailbox/schema";

/** The user's mailbox settings; the defaults until the user changes one. */
export async function getMailboxSettings(userId: string): Promise<MailboxSettings> {
  const row = await db.mailboxSettings.findUnique({ where: { userId }, select: { messageLayout: true } });
  return row ? { messageLayout: row.messageLayout as MessageLayout } : { ...DEFAULT_MAILBOX_SETTINGS };
}

/** Every folder with its `count` (spec section 9), from one grouped count of the user's mails. */
export async function listMailFolders(userId: string) {
  const groups = await db.mailboxMail.groupBy({
    by: ["folderId", "unread"],
    where: { userId },
    _count: { _all: true },
  });
  const tallies = new Map<string, { folderId: string; total: number; unread: number }>();
  for (const group of groups) {
    const tally = tallies.get(group.folderId) ?? { folderId: group.folderId, total: 0, unread: 0 };
    tally.total += group._count._all;
    if (group.unread) tally.unread += group._count._all;
    tallies.set(group.folderId, tally);
  }
  return computeFolderCounts([...tallies.values()]);
}

/** The filters are fixed; the call exists so the screens need not know them. */
export function listMailFilters() {
  return MAILBOX_FILTERS.map((filter) => ({ ...filter }));
}

export async function listMailLabels(userId: string): Promise<MailLabel[]> {
  const labels = await db.mailboxLabel.findMany({
    where: { userId },
    orderBy: { position: "asc" },
    select: labelSelect,
  });
  return labels.map((label) => ({ ...label, color: label.color as MailLabelColor }));
}

/** Which of the user's mails a folder or filter selects (a filter's column is one of the fixed filter slugs). */
function mailsWhereSql(userId: string, { folder, filter }: MailsQuery): Prisma.Sql {
  if (folder) return Prisma.sql`WHERE "userId" = ${userId} AND "folderId" = ${folderBySlug(folder).id}`;
  // A filter keeps the mails whose boolean field of that name is true.
  return Prisma.sql`WHERE "userId" = ${userId} AND ${Prisma.raw(`"${FILTER_COLUMNS[filter!]}"`)} = ${true}`;
}

const FILTER_COLUMNS = { starred: "starred", important: "important" } as const satisfies Record<
  MailboxFilterSlug,
  keyof Prisma.MailboxMailWhereInput
>;

/** One page of mails, newest first, counted and windowed in SQL (prepared statements, lib/mailbox/sql.ts). */
export async function listMails(userId: string, query: MailsQuery): Promise<MailsPage> {
  if (query.label !== undefined) return listLabelMails(userId, query.label, query.page);
  const where = mailsWhereSql(userId, query);
  const total = query.folder ? readFolderTotal(userId, folderBySlug(query.folder).id) : readMailCount(where);
  const window = paginateMails(total, query.page);
  if (window.isBeyondLastPage) return { mails: null, pagination: window.pagination };
  const records = readMailPage(where, window.take, window.skip);
  return {
    mails: records.map((record) => toMailListEntry(record, parseJson<string[]>(record.labelIds))),
    pagination: window.pagination,
  };
}

/**
 * One page of the mails carrying a label, found from the label's links: Prisma's `labels: { some }`
 * became an EXISTS tested on every one of the user's mails (10,000 in a large mailbox) to count
 * them and again to page them. The unary + keeps SQLite off the userId index, so it starts from
 * the links. Slugs need not be unique after an update, so every label with this slug counts.
 */
async function listLabelMails(userId: string, slug: string, page: number): Promise<MailsPage> {
  const labelled = Prisma.sql`
    SELECT "link"."mailId" FROM "MailboxMailLabel" AS "link"
    JOIN "MailboxLabel" AS "label" ON "label"."id" = "link"."labelId"
    WHERE "label"."userId" = ${userId} AND "label"."slug" = ${slug}`;
  const [{ total }] = await db.$queryRaw<{ total: number | bigint }[]>`
    SELECT COUNT(*) AS "total" FROM "MailboxMail" WHERE "id" IN (${labelled}) AND +"userId" = ${userId}`;
  const window = paginateMails(Number(total), page);
  if (window.isBeyondLastPage) return { mails: null, pagination: window.pagination };
  // The id breaks ties between mails of the same instant, so pages never overlap.
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "MailboxMail" WHERE "id" IN (${labelled}) AND +"userId" = ${userId}
    ORDER BY "date" DESC, "id" ASC LIMIT ${window.take} OFFSET ${window.skip}`;
  // By id alone: the ids are this user's already, and with userId in the filter SQLite walked the
  // user's mails by an index of userId instead of looking ten ids up.
  const records = await db.mailboxMail.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    select: mailSelect,
  });
  const byId = new Map(records.map((record) => [record.id, record]));
  return {
    mails: ids.flatMap(({ id }) => {
      const record = byId.get(id);
      return record ? [mailRecordToListEntry(record)] : [];
    }),
    pagination: window.pagination,
  };
}

/** One of the user's mails, or null (also for another user's id). */
export async function findMail(userId: string, id: string): Promise<Mail | null> {
  const record = await db.mailboxMail.findFirst({ where: { id, userId }, select: mailSelect });
  return record ? toMail(record) : null;
}
