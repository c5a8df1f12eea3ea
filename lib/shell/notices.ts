import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { NoticeKind, noticeFieldsSchema } from "@/lib/shell/schema";

type NoticeFields = z.infer<typeof noticeFieldsSchema>;

const noticeSelect = {
  id: true,
  title: true,
  description: true,
  icon: true,
  image: true,
  link: true,
  useRouter: true,
  time: true,
  read: true,
  seen: true,
} as const;

type NoticeRow = { time: Date } & Record<string, unknown>;
const toNotice = <T extends NoticeRow>(row: T) => ({ ...row, time: row.time.toISOString() });

function toData(fields: NoticeFields) {
  const { time, ...rest } = fields;
  return { ...rest, ...(time ? { time: new Date(time) } : {}) };
}

/** The user's messages or notifications, newest first. */
export async function listNotices(userId: string, kind: NoticeKind) {
  const rows = await db.shellNotice.findMany({
    where: { userId, kind },
    orderBy: { time: "desc" },
    select: noticeSelect,
  });
  return rows.map(toNotice);
}

export async function createNotice(userId: string, kind: NoticeKind, fields: NoticeFields) {
  return toNotice(await db.shellNotice.create({ data: { ...toData(fields), userId, kind }, select: noticeSelect }));
}

/** Merges the given fields; null when the item is not this user's. */
export async function updateNotice(userId: string, kind: NoticeKind, id: string, fields: NoticeFields) {
  const { count } = await db.shellNotice.updateMany({ where: { id, userId, kind }, data: toData(fields) });
  if (count === 0) return null;
  return toNotice(await db.shellNotice.findUniqueOrThrow({ where: { id }, select: noticeSelect }));
}

/** Sets the read flag (spec: toggle-read-status answers the item with its read flag). */
export function setNoticeRead(userId: string, kind: NoticeKind, id: string, read: boolean) {
  return updateNotice(userId, kind, id, { read });
}

/** Deletes and answers the deleted item; null when it is not this user's. */
export async function deleteNotice(userId: string, kind: NoticeKind, id: string) {
  return db.$transaction(async (tx) => {
    const row = await tx.shellNotice.findFirst({ where: { id, userId, kind }, select: noticeSelect });
    if (!row) return null;
    await tx.shellNotice.delete({ where: { id } });
    return toNotice(row);
  });
}

/** Marks every item read and seen (spec section 4). */
export async function markAllNoticesRead(userId: string, kind: NoticeKind): Promise<true> {
  await db.shellNotice.updateMany({ where: { userId, kind }, data: { read: true, seen: true } });
  return true;
}
