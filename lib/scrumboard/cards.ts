import "server-only";
import { db, type Tx } from "@/lib/db";
import { positionAfter, positionAt } from "@/lib/scrumboard/positions";
import {
  firstMissing,
  requireBoard,
  requireCardReferences,
  touchBoards,
  unknownReference,
} from "@/lib/scrumboard/references";
import type { CardChanges, NewCard } from "@/lib/scrumboard/schema";
import { cardSelect, toCard, type Card } from "@/lib/scrumboard/shapes";

/** Where a bulk body names a card's fields: `cards[index]`. */
const bulkPath = (index: number) => ["cards", index];

const toDate = (dueDate: string | null) => (dueDate === null ? null : new Date(dueDate));

/** Adds a card after the last card of its list; the list and labels must be of the card's board. */
export function createCard(userId: string, { labels, dueDate, ...card }: NewCard): Promise<Card> {
  return db.$transaction(async (tx) => {
    await requireBoard(tx, userId, card.boardId, ["card", "boardId"]);
    await requireCardReferences(tx, userId, [{ ...card, labels, path: ["card"] }]);
    const last = await tx.scrumboardCard.findFirst({
      where: { listId: card.listId },
      orderBy: { position: "desc" },
      select: { position: true },
    });
    const created = await tx.scrumboardCard.create({
      data: {
        ...card,
        userId,
        position: positionAfter(last?.position),
        dueDate: toDate(dueDate),
        labels: { create: labels.map((labelId) => ({ labelId })) },
      },
      select: cardSelect,
    });
    await touchBoards(tx, [card.boardId]);
    return toCard(created);
  });
}

/** Merges the given fields into a card; null when the card is missing or another user's. */
export function updateCard(userId: string, changes: CardChanges): Promise<Card | null> {
  return db.$transaction(async (tx) => {
    const owned = await tx.scrumboardCard.findFirst({
      where: { id: changes.id, userId },
      select: { id: true, boardId: true },
    });
    if (!owned) return null;
    const [card] = await saveCardChanges(tx, userId, [owned], [changes], () => ["card"]);
    return card;
  });
}

/** Changes several cards at once; one unknown id or bad reference refuses the whole call with 400. */
export function updateCards(userId: string, cards: CardChanges[]): Promise<Card[]> {
  return db.$transaction(async (tx) => {
    const owned = await ownedCards(tx, userId, cards);
    return saveCardChanges(tx, userId, owned, cards, bulkPath);
  });
}

/**
 * The cards of one list in their new order (a drag and drop): each moves to that list at position
 * (index + 1) × 65536. Every card must be of the list's board.
 */
export function updateCardPositions(userId: string, cards: { id: string; listId: string }[]): Promise<Card[]> {
  if (cards.length === 0) return Promise.resolve([]);
  return db.$transaction(async (tx) => {
    const owned = await ownedCards(tx, userId, cards);
    const changes = cards.map(({ id, listId }, index) => ({ id, listId, position: positionAt(index) }));
    return saveCardChanges(tx, userId, owned, changes, bulkPath);
  });
}

/** This user's cards of a bulk body, in the body's order; 400 naming the first unknown id. */
async function ownedCards(tx: Tx, userId: string, cards: { id: string }[]) {
  const ids = cards.map((card) => card.id);
  const rows = await tx.scrumboardCard.findMany({
    where: { id: { in: ids }, userId },
    select: { id: true, boardId: true },
  });
  const missing = firstMissing(ids, rows);
  if (missing >= 0) throw unknownReference(["cards", missing, "id"], "No such card.");
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** Checks every change's list and labels against its card's board, then writes them all. */
async function saveCardChanges(
  tx: Tx,
  userId: string,
  owned: { id: string; boardId: string }[],
  changes: CardChanges[],
  pathOf: (index: number) => (string | number)[],
): Promise<Card[]> {
  await requireCardReferences(
    tx,
    userId,
    changes.map((change, index) => ({ ...change, boardId: owned[index].boardId, path: pathOf(index) })),
  );
  const moves = changes.filter(isMoveOnly);
  // A drag renumbers a whole list: those moves go in one statement, the other changes one by one.
  if (moves.length > 0) await moveCards(tx, userId, moves);
  for (const { id, labels, dueDate, ...fields } of changes.filter((change) => !isMoveOnly(change))) {
    await tx.scrumboardCard.update({
      where: { id },
      data: {
        ...fields,
        ...(dueDate !== undefined ? { dueDate: toDate(dueDate) } : {}),
        ...(labels ? { labels: { deleteMany: {}, create: labels.map((labelId) => ({ labelId })) } } : {}),
      },
      select: { id: true },
    });
  }
  await touchBoards(
    tx,
    owned.map((card) => card.boardId),
  );
  // Read back in one query (not one per card), answered in the body's order.
  const rows = await tx.scrumboardCard.findMany({
    where: { id: { in: changes.map((change) => change.id) } },
    select: cardSelect,
  });
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return changes.map((change) => byId.get(change.id)!);
}

/** A change that only moves a card (list and/or position), nothing else. */
function isMoveOnly({ id: _id, listId: _listId, position: _position, ...rest }: CardChanges): boolean {
  return Object.values(rest).every((value) => value === undefined);
}

/**
 * Writes many moves in one UPDATE over a JSON list. A card named twice keeps its last move, as
 * writing the moves one after another would leave it. The unary + keeps SQLite off the userId
 * index, so it walks the list and finds each card by id instead of scanning the list per card.
 */
async function moveCards(tx: Tx, userId: string, moves: CardChanges[]): Promise<void> {
  const last = new Map(moves.map(({ id, listId, position }) => [id, { id, listId, position }]));
  await tx.$executeRaw`
    UPDATE "ScrumboardCard"
    SET "listId" = coalesce(json_extract("move"."value", '$.listId'), "ScrumboardCard"."listId"),
        "position" = coalesce(json_extract("move"."value", '$.position'), "ScrumboardCard"."position")
    FROM json_each(${JSON.stringify([...last.values()])}) AS "move"
    WHERE "ScrumboardCard"."id" = json_extract("move"."value", '$.id') AND +"ScrumboardCard"."userId" = ${userId}`;
}

/** Deletes a card. `true` also when there was nothing to delete. */
export async function deleteCard(userId: string, id: string): Promise<true> {
  await db.$transaction(async (tx) => {
    const card = await tx.scrumboardCard.findFirst({ where: { id, userId }, select: { boardId: true } });
    if (!card) return;
    await tx.scrumboardCardLabel.deleteMany({ where: { cardId: id } });
    await tx.scrumboardCard.delete({ where: { id } });
    await touchBoards(tx, [card.boardId]);
  });
  return true;
}
