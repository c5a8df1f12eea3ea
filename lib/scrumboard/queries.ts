import "server-only";
import { db } from "@/lib/db";
import {
  boardSelect,
  byPosition,
  cardSelect,
  labelOrder,
  labelSelect,
  listSelect,
  toBoard,
  toCard,
} from "@/lib/scrumboard/shapes";

/** The user's boards by title, each with its members resolved to {id, name, avatar}. */
export async function listBoards(userId: string) {
  const rows = await db.scrumboardBoard.findMany({
    where: { userId },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    select: boardSelect,
  });
  return rows.map(toBoard);
}

/**
 * One board with its lists by position, each list with its cards by position, and the board's
 * labels. null when the board is missing or another user's (the original answered nothing).
 */
export async function getBoard(userId: string, id: string) {
  const row = await db.scrumboardBoard.findFirst({
    where: { id, userId },
    select: {
      ...boardSelect,
      lists: { orderBy: byPosition, select: { ...listSelect, cards: { orderBy: byPosition, select: cardSelect } } },
      labels: { orderBy: labelOrder, select: labelSelect },
    },
  });
  if (!row) return null;
  const { lists, labels, ...board } = row;
  return {
    ...toBoard(board),
    lists: lists.map(({ cards, ...list }) => ({ ...list, cards: cards.map(toCard) })),
    labels,
  };
}

/** A board's labels by title; empty for a board that is missing or another user's. */
export function listBoardLabels(userId: string, boardId: string) {
  return db.scrumboardLabel.findMany({ where: { boardId, userId }, orderBy: labelOrder, select: labelSelect });
}
