import "server-only";
import { db } from "@/lib/db";
import { containsAnySql } from "@/lib/events/search-text";
import { Prisma } from "@/lib/generated/prisma/client";

// The outbox as administrators read it (GET /api/admin/outbox). Two forms share one filter:
// - the list form (`limit`, or no paging parameter at all): the newest `limit` mails as a bare
//   array — what the end-to-end suite's `?to=…&limit=1` has always read;
// - the page form (`page`, `pageSize` or `search`): `{ mails, total, page, pageSize }`.
// `to` matches the recipient exactly (lower case, as sent). `search` is a case-insensitive
// substring of the recipient or the subject, matched with instr() so % and _ are plain characters.

export const OUTBOX_DEFAULT_LIMIT = 20;
export const OUTBOX_DEFAULT_PAGE_SIZE = 20;

export type OutboxFilter = { to?: string; search?: string };
export type OutboxQuery = OutboxFilter & { limit?: number; page?: number; pageSize?: number };

const mailSelect = {
  id: true,
  to: true,
  subject: true,
  text: true,
  status: true,
  error: true,
  createdAt: true,
} as const;

function whereSql({ to, search }: OutboxFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (to) conditions.push(Prisma.sql`"to" = ${to}`);
  if (search) conditions.push(containsAnySql(['"to"', '"subject"'], search));
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** The mails matching the filter, newest first (ties by id, so pages never overlap). */
async function findMails(filter: OutboxFilter, { skip, take }: { skip: number; take: number }) {
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "OutboxMail" ${whereSql(filter)}
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${take} OFFSET ${skip}`;
  const rows = await db.outboxMail.findMany({ where: { id: { in: ids.map(({ id }) => id) } }, select: mailSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap(({ id }) => byId.get(id) ?? []);
}

async function countMails(filter: OutboxFilter): Promise<number> {
  const [{ total }] = await db.$queryRaw<{ total: bigint | number }[]>`
    SELECT COUNT(*) AS "total" FROM "OutboxMail" ${whereSql(filter)}`;
  return Number(total);
}

/** Whether the caller asked for the page form (see the top of this file). */
export function isPagedOutboxQuery(query: OutboxQuery): boolean {
  return query.limit === undefined && [query.page, query.pageSize, query.search].some((value) => value !== undefined);
}

/** The newest mails, optionally for one recipient or matching a search: the list form. */
export function listOutboxMails({ limit = OUTBOX_DEFAULT_LIMIT, ...filter }: OutboxFilter & { limit?: number }) {
  return findMails(filter, { skip: 0, take: limit });
}

/** One page of the matching mails, newest first, with how many match in all. */
export async function pageOutboxMails({
  page = 1,
  pageSize = OUTBOX_DEFAULT_PAGE_SIZE,
  ...filter
}: OutboxFilter & { page?: number; pageSize?: number }) {
  const [mails, total] = await Promise.all([
    findMails(filter, { skip: (page - 1) * pageSize, take: pageSize }),
    countMails(filter),
  ]);
  return { mails, total, page, pageSize };
}

/** GET /api/admin/outbox: the list form or the page form, as the query asks. */
export function readOutbox(query: OutboxQuery) {
  const { to, search, limit, page, pageSize } = query;
  return isPagedOutboxQuery(query)
    ? pageOutboxMails({ to, search, page, pageSize })
    : listOutboxMails({ to, search, limit });
}
