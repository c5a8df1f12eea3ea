import "server-only";
import { db } from "@/lib/db";
import type { BoardChanges, NewBoard } from "@/lib/scrumboard/schema";
import { boardSelect, toBoard, type Board } from "@/lib/scrumboard/shapes";

/** Adds an empty board (no lists, labels or members); its last activity is now. */
export async function createBoard(userId: string, board: NewBoard): Promise<Board> {
  const row = await db.scrumboardBoard.create({
    data: { ...board, userId, lastActivity: new Date() },
    select: boardSelect,
  });
  return toBoard(row);
}

/** Renames a board or changes its description or icon; null when missing or another user's. */
export function updateBoard(userId: string, id: string, changes: BoardChanges): Promise<Board | null> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.scrumboardBoard.updateMany({
      where: { id, userId },
      data: { ...changes, lastActivity: new Date() },
    });
    if (count === 0) return null;
    return toBoard(await tx.scrumboardBoard.findUniqueOrThrow({ where: { id }, select: boardSelect }));
  });
}

/**
 * Deletes a board with its lists, cards and labels (its members stay: they are the user's people,
 * shown on other boards too). `true` also when there was nothing to delete.
 */
export async function deleteBoard(userId: string, id: string): Promise<true> {
  await db.$transaction(async (tx) => {
    const board = await tx.scrumboardBoard.findFirst({ where: { id, userId }, select: { id: true } });
    if (!board) return;
    // Explicit, child first: the cascade must not depend on SQLite's foreign_keys pragma.
    await tx.scrumboardCardLabel.deleteMany({ where: { card: { boardId: id } } });
    await tx.scrumboardCard.deleteMany({ where: { boardId: id } });
    await tx.scrumboardLabel.deleteMany({ where: { boardId: id } });
    await tx.scrumboardList.deleteMany({ where: { boardId: id } });
    await tx.scrumboardBoardMember.deleteMany({ where: { boardId: id } });
    await tx.scrumboardBoard.delete({ where: { id } });
  });
  return true;
}
