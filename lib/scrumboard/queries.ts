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
  const { labels: _labels, ...cardColumns } = cardSelect;
  const row = await db.scrumboardBoard.findFirst({
    where: { id, userId },
    select: {
      ...boardSelect,
      lists: { orderBy: byPosition, select: { ...listSelect, cards: { orderBy: byPosition, select: cardColumns } } },
      labels: { orderBy: labelOrder, select: labelSelect },
    },
  });
  if (!row) return null;
  const cardLabels = await cardLabelIds(id);
  const { lists, labels, ...board } = row;
  return {
    ...toBoard(board),
    lists: lists.map(({ cards, ...list }) => ({
      ...list,
      cards: cards.map((card) =>
        toCard({ ...card, labels: (cardLabels.get(card.id) ?? []).map((labelId) => ({ labelId })) }),
      ),
    })),
    labels,
  };
}

/**
 * Each card's label ids on a board, in the board's label order: one grouped query, where Prisma's
 * relation sent a second query naming every card's id (1,000 on a large board).
 */
async function cardLabelIds(boardId: string): Promise<Map<string, string[]>> {
  const rows = await db.$queryRaw<{ cardId: string; labelIds: string }[]>`
    SELECT "link"."cardId", json_group_array("link"."labelId" ORDER BY "label"."title", "label"."id") AS "labelIds"
    FROM "ScrumboardCardLabel" AS "link" JOIN "ScrumboardLabel" AS "label" ON "label"."id" = "link"."labelId"
    WHERE "label"."boardId" = ${boardId}
    GROUP BY "link"."cardId"`;
  return new Map(rows.map((row) => [row.cardId, JSON.parse(row.labelIds) as string[]]));
}

/** A board's labels by title; empty for a board that is missing or another user's. */
export function listBoardLabels(userId: string, boardId: string) {
  return db.scrumboardLabel.findMany({ where: { boardId, userId }, orderBy: labelOrder, select: labelSelect });
}

/** A board's title, for the page's heading and metadata; null when missing or another user's. */
export async function findBoardTitle(userId: string, id: string): Promise<string | null> {
  const row = await db.scrumboardBoard.findFirst({ where: { id, userId }, select: { title: true } });
  return row?.title ?? null;
}
