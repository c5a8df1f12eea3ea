import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { FOLDER_TYPE } from "@/lib/file-manager/schema";

const itemSelect = {
  id: true,
  folderId: true,
  name: true,
  createdBy: true,
  createdAt: true,
  modifiedAt: true,
  size: true,
  type: true,
  description: true,
  _count: { select: { items: true } },
} satisfies Prisma.FileManagerItemSelect;
type ItemRow = Prisma.FileManagerItemGetPayload<{ select: typeof itemSelect }>;

export type FileItem = Omit<ItemRow, "_count"> & { contents: string | null };
export type FolderListing = { folders: FileItem[]; files: FileItem[]; path: FileItem[] };

/** A chain longer than this is not followed: guards the recursive query should a cycle ever exist. */
const MAX_FOLDER_DEPTH = 64;

// SQLite only compares bytes, so "apple" would follow "Zebra" and "Éclair" everything; names are
// put in order as a person reads them here. A folder holds a handful of items and nothing pages.
const nameCollator = new Intl.Collator("en");
const byName = (a: FileItem, b: FileItem) => nameCollator.compare(a.name, b.name);

/**
 * What one of the user's folders holds (null: the root), split into folders and files, each by
 * name, with the chain of folders from the root down to it. Null when the user has no such folder.
 */
export async function getFolderListing({
  userId,
  folderId,
}: {
  userId: string;
  folderId: string | null;
}): Promise<FolderListing | null> {
  const [rows, path] = await Promise.all([
    db.fileManagerItem.findMany({ where: { userId, folderId }, select: itemSelect }),
    folderId === null ? Promise.resolve([]) : findFolderPath({ userId, folderId }),
  ]);
  // The folder must be the user's own: a foreign id answers like a missing one.
  if (folderId !== null && path.length === 0) return null;
  const items = rows.map(toFileItem).sort(byName);
  return {
    folders: items.filter((item) => item.type === FOLDER_TYPE),
    files: items.filter((item) => item.type !== FOLDER_TYPE),
    path,
  };
}

/** The user's folder with its ancestors, root first; empty when it is not one of the user's folders. */
async function findFolderPath({ userId, folderId }: { userId: string; folderId: string }): Promise<FileItem[]> {
  // One recursive query walks up the tree however deep it is, instead of one query per level.
  const chain = await db.$queryRaw<{ id: string }[]>`
    WITH RECURSIVE chain(id, folderId, depth) AS (
      SELECT id, folderId, 0 FROM FileManagerItem
      WHERE id = ${folderId} AND userId = ${userId} AND type = ${FOLDER_TYPE}
      UNION ALL
      SELECT parent.id, parent.folderId, chain.depth + 1
      FROM FileManagerItem AS parent JOIN chain ON parent.id = chain.folderId
      WHERE parent.userId = ${userId} AND chain.depth < ${MAX_FOLDER_DEPTH}
    )
    SELECT id FROM chain ORDER BY depth DESC`;
  if (chain.length === 0) return [];
  const rows = await db.fileManagerItem.findMany({
    where: { userId, id: { in: chain.map(({ id }) => id) } },
    select: itemSelect,
  });
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return chain.flatMap(({ id }) => {
    const row = rowsById.get(id);
    return row ? [toFileItem(row)] : [];
  });
}

function toFileItem({ _count, ...item }: ItemRow): FileItem {
  return { ...item, contents: item.type === FOLDER_TYPE ? describeContents(_count.items) : null };
}

/** A folder's `contents` text, counted from what it holds so it can never disagree with it. */
export function describeContents(count: number): string {
  return `${count} ${count === 1 ? "file" : "files"}`;
}
