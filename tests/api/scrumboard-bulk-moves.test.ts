import { PATCH as patchCards } from "@/app/api/apps/scrumboard/board/cards/route";
import { Card, STEP, send, snapshot, userWithBoards } from "@/tests/helpers/scrumboard";

// Bulk card changes write their moves (list and position only) in one statement and the other
// changes one by one (lib/scrumboard/cards.ts): a body mixing the two must still do both, answer
// in the body's order, and refuse another user's card without writing anything.
describe("PATCH /api/apps/scrumboard/board/cards with moves and edits mixed", () => {
  it("moves, renames and relabels in one call and answers the cards in the body's order", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const [first, second] = board.lists;
    const [moved, renamed, relabelled] = [first.cards[0], first.cards[1], second.cards[0]];
    const body = [
      { id: renamed.id, title: "Renamed in bulk" },
      { id: moved.id, listId: second.id, position: STEP / 2 },
      { id: relabelled.id, position: 7 * STEP, labels: [board.labels[0].id] },
    ];
    const { status, data } = await send(patchCards, "PATCH", "board/cards", headers, { cards: body });
    expect(status).toBe(200);
    expect(data.map((card: Card) => card.id)).toEqual(body.map((change) => change.id));
    expect(data[0]).toMatchObject({ title: "Renamed in bulk", listId: first.id, position: renamed.position });
    expect(data[1]).toMatchObject({ title: moved.title, listId: second.id, position: STEP / 2, labels: moved.labels });
    expect(data[2]).toMatchObject({ position: 7 * STEP, labels: [board.labels[0].id] });

    const after = await loadBoard();
    expect(after.lists[1].cards[0]).toEqual(data[1]);
    expect(after.lists[0].cards.map((card) => card.id)).not.toContain(moved.id);
    expect(after.lists[1].cards.find((card) => card.id === relabelled.id)).toEqual(data[2]);
  });

  it("refuses a move of another user's card and writes none of the body", async () => {
    const owner = await userWithBoards();
    const other = await userWithBoards();
    const [mine, theirs] = [(await owner.loadBoard()).lists[0], (await other.loadBoard()).lists[0]];
    const before = await snapshot(owner.user.id);
    const { status } = await send(patchCards, "PATCH", "board/cards", owner.headers, {
      cards: [
        { id: mine.cards[0].id, position: 9 * STEP },
        { id: theirs.cards[0].id, listId: mine.id, position: STEP },
      ],
    });
    expect(status).toBe(400);
    expect(await snapshot(owner.user.id)).toEqual(before);
  });
});
