import "server-only";
import type { Tx } from "@/lib/db";
import { invalidRequest } from "@/lib/api/errors";

// Checks for the ids a body refers to (a board, a list, labels). The item being changed is looked
// up by the use case itself; an id it merely refers to that is missing, another user's, or on the
// wrong board is bad input: 400, and nothing is written.

type Path = (string | number)[];

export function unknownReference(path: Path, message: string) {
  return invalidRequest("The request body refers to something that does not exist.", [
    { path, code: "not_found", message },
  ]);
}

export async function requireBoard(tx: Tx, userId: string, boardId: string, path: Path): Promise<void> {
  const board = await tx.scrumboardBoard.findFirst({ where: { id: boardId, userId }, select: { id: true } });
  if (!board) throw unknownReference(path, "No such board.");
}

/** What one card (new or changed) refers to, and where in the body it said so. */
export type CardReferences = { boardId: string; listId?: string; labels?: string[]; path: Path };

/**
 * Every list a card moves to must be a list of the card's board, and every label one of the
 * board's labels. Two queries however many cards a bulk call carries.
 */
export async function requireCardReferences(tx: Tx, userId: string, cards: CardReferences[]): Promise<void> {
  const listIds = [...new Set(cards.flatMap((card) => (card.listId ? [card.listId] : [])))];
  const labelIds = [...new Set(cards.flatMap((card) => card.labels ?? []))];
  const select = { id: true, boardId: true } as const;
  const listBoards = boardOf(await tx.scrumboardList.findMany({ where: { id: { in: listIds }, userId }, select }));
  const labelBoards = boardOf(await tx.scrumboardLabel.findMany({ where: { id: { in: labelIds }, userId }, select }));
  for (const { boardId, listId, labels = [], path } of cards) {
    if (listId && listBoards.get(listId) !== boardId)
      throw unknownReference([...path, "listId"], "No such list on this card's board.");
    labels.forEach((labelId, index) => {
      if (labelBoards.get(labelId) !== boardId)
        throw unknownReference([...path, "labels", index], "No such label on this card's board.");
    });
  }
}

/** Each row's board by row id; an id of another user is absent, so it matches no board. */
function boardOf(rows: { id: string; boardId: string }[]) {
  return new Map(rows.map((row) => [row.id, row.boardId]));
}

/** Index of the first id not among `found`, or -1: which item of a bulk body to blame. */
export function firstMissing(ids: string[], found: { id: string }[]): number {
  const foundIds = new Set(found.map((row) => row.id));
  return ids.findIndex((id) => !foundIds.has(id));
}

/** A write to a board's lists, cards or labels is activity on the board. */
export async function touchBoards(tx: Tx, boardIds: Iterable<string>): Promise<void> {
  await tx.scrumboardBoard.updateMany({
    where: { id: { in: [...new Set(boardIds)] } },
    data: { lastActivity: new Date() },
  });
}
