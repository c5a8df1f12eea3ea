import "server-only";
import { db } from "@/lib/db";
import { requireBoard, touchBoards } from "@/lib/scrumboard/references";
import { labelSelect, type Label } from "@/lib/scrumboard/shapes";

export function createLabel(userId: string, { boardId, title }: { boardId: string; title: string }): Promise<Label> {
  return db.$transaction(async (tx) => {
    await requireBoard(tx, userId, boardId, ["label", "boardId"]);
    const label = await tx.scrumboardLabel.create({ data: { userId, boardId, title }, select: labelSelect });
    await touchBoards(tx, [boardId]);
    return label;
  });
}

/** Renames a label; null when the label is missing or another user's. */
export function updateLabel(userId: string, id: string, { title }: { title: string }): Promise<Label | null> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.scrumboardLabel.updateMany({ where: { id, userId }, data: { title } });
    if (count === 0) return null;
    const label = await tx.scrumboardLabel.findUniqueOrThrow({ where: { id }, select: labelSelect });
    await touchBoards(tx, [label.boardId]);
    return label;
  });
}

/**
 * Deletes a label and strips it from every card's `labels` (spec section 4; the original
 * simulation cleared the wrong field). `true` also when there was nothing to delete.
 */
export async function deleteLabel(userId: string, id: string): Promise<true> {
  await db.$transaction(async (tx) => {
    const label = await tx.scrumboardLabel.findFirst({ where: { id, userId }, select: { boardId: true } });
    if (!label) return;
    await tx.scrumboardCardLabel.deleteMany({ where: { labelId: id } });
    await tx.scrumboardLabel.delete({ where: { id } });
    await touchBoards(tx, [label.boardId]);
  });
  return true;
}
