import {
  type BoardCard,
  type FullBoard,
  countCards,
  isOverdue,
  moveCard,
  moveList,
  removeLabel,
} from "@/lib/scrumboard/board-state";

const card = (id: string, listId: string, position: number, labels: string[] = []): BoardCard => ({
  id,
  boardId: "b",
  listId,
  position,
  title: id,
  description: "",
  labels,
  dueDate: null,
});

function board(): FullBoard {
  return {
    id: "b",
    title: "Board",
    description: null,
    icon: null,
    lastActivity: "2026-01-01T00:00:00.000Z",
    members: [],
    labels: [
      { id: "l1", boardId: "b", title: "Urgent" },
      { id: "l2", boardId: "b", title: "Later" },
    ],
    lists: [
      {
        id: "A",
        boardId: "b",
        title: "To do",
        position: 65536,
        cards: [card("a1", "A", 65536, ["l1"]), card("a2", "A", 131072)],
      },
      { id: "B", boardId: "b", title: "Done", position: 131072, cards: [card("b1", "B", 65536, ["l1", "l2"])] },
      { id: "C", boardId: "b", title: "Empty", position: 196608, cards: [] },
    ],
  };
}

const ids = (value: FullBoard, listId: string) =>
  value.lists.find((list) => list.id === listId)!.cards.map((c) => c.id);

describe("moveCard", () => {
  it("moves a card to another list at the midpoint of its new neighbours, leaving the old board alone", () => {
    const before = board();
    const move = moveCard(before, "a2", "B", 0)!;
    expect(ids(move.board, "A")).toEqual(["a1"]);
    expect(ids(move.board, "B")).toEqual(["a2", "b1"]);
    expect(move.changes).toEqual([{ id: "a2", position: 32768 }]);
    expect(move.order).toEqual(["a2", "b1"]);
    expect(move.board.lists[1].cards[0].listId).toBe("B");
    expect(ids(before, "A")).toEqual(["a1", "a2"]);
  });

  it("puts a card into an empty list at one step", () => {
    const move = moveCard(board(), "a1", "C", 0)!;
    expect(move.changes).toEqual([{ id: "a1", position: 65536 }]);
  });

  it("reorders within a list, and answers null when the card stays where it is", () => {
    expect(moveCard(board(), "a1", "A", 0)).toBeNull();
    const move = moveCard(board(), "a1", "A", 1)!;
    expect(ids(move.board, "A")).toEqual(["a2", "a1"]);
    expect(move.changes).toEqual([{ id: "a1", position: 196608 }]);
  });

  it("renumbers the target list when the neighbours have met", () => {
    const crowded = board();
    crowded.lists[1].cards.push(card("b2", "B", 65536));
    const move = moveCard(crowded, "a1", "B", 1)!;
    expect(move.renumbered).toBe(true);
    expect(move.board.lists[1].cards.map((c) => [c.id, c.position])).toEqual([
      ["b1", 65536],
      ["a1", 131072],
      ["b2", 196608],
    ]);
  });
});

describe("moveList", () => {
  it("moves a list to the front at half the first position", () => {
    const move = moveList(board(), "C", 0)!;
    expect(move.board.lists.map((list) => list.id)).toEqual(["C", "A", "B"]);
    expect(move.changes).toEqual([{ id: "C", position: 32768 }]);
    expect(moveList(board(), "A", 0)).toBeNull();
  });
});

describe("removeLabel", () => {
  it("drops the label from the board and strips it from every card", () => {
    const next = removeLabel(board(), "l1");
    expect(next.labels.map((label) => label.id)).toEqual(["l2"]);
    expect(next.lists.flatMap((list) => list.cards.map((c) => c.labels))).toEqual([[], [], ["l2"]]);
    expect(countCards(next)).toBe(3);
  });
});

describe("isOverdue", () => {
  const now = new Date(2026, 4, 10, 15, 0);
  it("marks a due day before today, not today or later, not none", () => {
    expect(isOverdue("2026-05-09T00:00:00.000Z", now)).toBe(true);
    expect(isOverdue("2026-05-10T00:00:00.000Z", now)).toBe(false);
    expect(isOverdue("2026-06-01T00:00:00.000Z", now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});
