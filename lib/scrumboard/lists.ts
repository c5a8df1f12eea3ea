import "server-only";
import { db, type Tx } from "@/lib/db";
import { positionAfter } from "@/lib/scrumboard/positions";
import { firstMissing, requireBoard, touchBoards, unknownReference } from "@/lib/scrumboard/references";
import type { ListChanges } from "@/lib/scrumboard/schema";
import { listSelect, type List } from "@/lib/scrumboard/shapes";

/** Adds a list after the board's last one (position = last position + 65536). */
export function createList(userId: string, { boardId, title }: { boardId: string; title: string }): Promise<List> {
  return db.$transaction(async (tx) => {
    await requireBoard(tx, userId, boardId, ["list", "boardId"]);
    const last = await tx.scrumboardList.findFirst({
      where: { boardId },
      orderBy: { position: "desc" },
      select: { position: true },
    });
    const list = await tx.scrumboardList.create({
      data: { userId, boardId, title, position: positionAfter(last?.position) },
      select: listSelect,
    });
    await touchBoards(tx, [boardId]);
    return list;
  });
}

/** Changes a list's title or position; null when the list is missing or another user's. */
export function updateList(userId: string, changes: ListChanges): Promise<List | null> {
  return db.$transaction(async (tx) => {
    const owned = await tx.scrumboardList.findFirst({ where: { id: changes.id, userId }, select: { id: true } });
    if (!owned) return null;
    const [list] = await saveListChanges(tx, [changes]);
    return list;
  });
}

/** Changes several lists at once (a reorder); one unknown id refuses the whole call with 400. */
export function updateLists(userId: string, lists: ListChanges[]): Promise<List[]> {
  return db.$transaction(async (tx) => {
    const ids = lists.map((list) => list.id);
    const owned = await tx.scrumboardList.findMany({ where: { id: { in: ids }, userId }, select: { id: true } });
    const missing = firstMissing(ids, owned);
    if (missing >= 0) throw unknownReference(["lists", missing, "id"], "No such list.");
    return saveListChanges(tx, lists);
  });
}

async function saveListChanges(tx: Tx, changes: ListChanges[]): Promise<List[]> {
  const saved: List[] = [];
  for (const { id, ...data } of changes)
    saved.push(await tx.scrumboardList.update({ where: { id }, data, select: listSelect }));
  await touchBoards(
    tx,
    saved.map((list) => list.boardId),
  );
  return saved;
}

/** Deletes a list and its cards (spec section 4). `true` also when there was nothing to delete. */
export async function deleteList(userId: string, id: string): Promise<true> {
  await db.$transaction(async (tx) => {
    const list = await tx.scrumboardList.findFirst({ where: { id, userId }, select: { boardId: true } });
    if (!list) return;
    // Explicit, child first: the cascade must not depend on SQLite's foreign_keys pragma.
    await tx.scrumboardCardLabel.deleteMany({ where: { card: { listId: id } } });
    await tx.scrumboardCard.deleteMany({ where: { listId: id } });
    await tx.scrumboardList.delete({ where: { id } });
    await touchBoards(tx, [list.boardId]);
  });
  return true;
}
