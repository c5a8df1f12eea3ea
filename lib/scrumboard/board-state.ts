import { planPositions, type PositionChange } from "@/lib/scrumboard/positions";
import type { Board, Card, Label, List } from "@/lib/scrumboard/shapes";

// The board as the screen holds it (GET board's answer) and the pure changes the screen makes to
// it before the server confirms them: moves with their positions (positions.ts), adds, edits and
// removals. Each returns a new board and leaves the old one alone, so SWR can roll back to it.

export type BoardCard = Card;
export type BoardList = List & { cards: Card[] };
export type BoardLabel = Label;
export type FullBoard = Board & { lists: BoardList[]; labels: Label[] };

const byPosition = <T extends { position: number; id: string }>(a: T, b: T) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function findCard(board: FullBoard, cardId: string): BoardCard | undefined {
  for (const list of board.lists) {
    const card = list.cards.find((item) => item.id === cardId);
    if (card) return card;
  }
  return undefined;
}

export type CardMove = {
  board: FullBoard;
  /** The positions to write (one card, or the whole target list when it was renumbered). */
  changes: PositionChange[];
  renumbered: boolean;
  /** The target list's card ids in their new order (what the positions call takes). */
  order: string[];
};

/** Moves a card to `index` of `toListId` (counted without the card); null when nothing moves. */
export function moveCard(board: FullBoard, cardId: string, toListId: string, index: number): CardMove | null {
  const card = findCard(board, cardId);
  const target = board.lists.find((list) => list.id === toListId);
  if (!card || !target) return null;
  const siblings = target.cards.filter((item) => item.id !== cardId);
  const at = Math.max(0, Math.min(index, siblings.length));
  if (card.listId === toListId && target.cards.indexOf(card) === at) return null;
  const { changes, renumbered } = planPositions(siblings, cardId, at);
  const positions = new Map(changes.map((change) => [change.id, change.position]));
  const moved = { ...card, listId: toListId };
  const cards = [...siblings.slice(0, at), moved, ...siblings.slice(at)].map((item) =>
    positions.has(item.id) ? { ...item, position: positions.get(item.id)! } : item,
  );
  const lists = board.lists.map((list) => {
    if (list.id === toListId) return { ...list, cards };
    if (list.id === card.listId) return { ...list, cards: list.cards.filter((item) => item.id !== cardId) };
    return list;
  });
  return { board: { ...board, lists }, changes, renumbered, order: cards.map((item) => item.id) };
}

export type ListMove = { board: FullBoard; changes: PositionChange[]; renumbered: boolean };

/** Moves a list to `index` among the board's lists (counted without it); null when nothing moves. */
export function moveList(board: FullBoard, listId: string, index: number): ListMove | null {
  const from = board.lists.findIndex((list) => list.id === listId);
  if (from < 0) return null;
  const siblings = board.lists.filter((list) => list.id !== listId);
  const at = Math.max(0, Math.min(index, siblings.length));
  if (from === at) return null;
  const { changes, renumbered } = planPositions(siblings, listId, at);
  const positions = new Map(changes.map((change) => [change.id, change.position]));
  const lists = [...siblings.slice(0, at), board.lists[from], ...siblings.slice(at)].map((list) =>
    positions.has(list.id) ? { ...list, position: positions.get(list.id)! } : list,
  );
  return { board: { ...board, lists }, changes, renumbered };
}

/** Adds a list (the server's answer, or a provisional one) after the others. */
export function addList(board: FullBoard, list: BoardList): FullBoard {
  return { ...board, lists: [...board.lists.filter((item) => item.id !== list.id), list].sort(byPosition) };
}

export function replaceList(board: FullBoard, listId: string, changes: Partial<BoardList>): FullBoard {
  return { ...board, lists: board.lists.map((list) => (list.id === listId ? { ...list, ...changes } : list)) };
}

export function removeList(board: FullBoard, listId: string): FullBoard {
  return { ...board, lists: board.lists.filter((list) => list.id !== listId) };
}

/** Adds a card to its list by position (a new card, or a deleted one put back by Undo). */
export function addCard(board: FullBoard, card: BoardCard): FullBoard {
  return replaceCards(board, card.listId, (cards) =>
    [...cards.filter((item) => item.id !== card.id), card].sort(byPosition),
  );
}

/** Merges `changes` into a card (one that stays in its list). */
export function updateCard(board: FullBoard, cardId: string, changes: Partial<BoardCard>): FullBoard {
  return {
    ...board,
    lists: board.lists.map((list) =>
      list.cards.some((card) => card.id === cardId)
        ? { ...list, cards: list.cards.map((card) => (card.id === cardId ? { ...card, ...changes } : card)) }
        : list,
    ),
  };
}

/** Puts a provisional card's saved version (the server's id and position) in its place. */
export function settleCard(board: FullBoard, provisionalId: string, saved: BoardCard): FullBoard {
  return replaceCards(board, saved.listId, (cards) => cards.map((card) => (card.id === provisionalId ? saved : card)));
}

export function removeCard(board: FullBoard, cardId: string): FullBoard {
  return {
    ...board,
    lists: board.lists.map((list) =>
      list.cards.some((card) => card.id === cardId)
        ? { ...list, cards: list.cards.filter((card) => card.id !== cardId) }
        : list,
    ),
  };
}

function replaceCards(board: FullBoard, listId: string, change: (cards: BoardCard[]) => BoardCard[]): FullBoard {
  return {
    ...board,
    lists: board.lists.map((list) => (list.id === listId ? { ...list, cards: change(list.cards) } : list)),
  };
}

/** The board's labels by title, as the server answers them. */
export function putLabel(board: FullBoard, label: BoardLabel): FullBoard {
  const labels = [...board.labels.filter((item) => item.id !== label.id), label].sort(
    (a, b) => a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1),
  );
  return { ...board, labels };
}

/** Removes a label from the board and strips it from every card (spec section 4, done right). */
export function removeLabel(board: FullBoard, labelId: string): FullBoard {
  return {
    ...board,
    labels: board.labels.filter((label) => label.id !== labelId),
    lists: board.lists.map((list) => ({
      ...list,
      cards: list.cards.map((card) =>
        card.labels.includes(labelId) ? { ...card, labels: card.labels.filter((id) => id !== labelId) } : card,
      ),
    })),
  };
}

/** How many cards the board holds (the header's count). */
export function countCards(board: FullBoard): number {
  return board.lists.reduce((sum, list) => sum + list.cards.length, 0);
}

/**
 * A due date is overdue once its day has passed in the viewer's zone: a date-only due date
 * (stored as midnight UTC) counts for the whole of that calendar day.
 */
export function isOverdue(dueDate: string | null, now: Date = new Date()): boolean {
  if (!dueDate) return false;
  const due = new Date(dueDate);
  const dueDay = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return dueDay < today;
}
