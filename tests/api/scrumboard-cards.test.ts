import { db } from "@/lib/db";
import { DELETE as deleteCard, PATCH as patchCard, PUT as putCard } from "@/app/api/apps/scrumboard/board/card/route";
import { PATCH as patchCards } from "@/app/api/apps/scrumboard/board/cards/route";
import { PATCH as patchCardPositions } from "@/app/api/apps/scrumboard/board/card/positions/route";
import { Card, STEP, send, remove, userWithBoards, snapshot } from "@/tests/helpers/scrumboard";

describe("PUT /api/apps/scrumboard/board/card", () => {
  it("adds a card after the last card of its list, with labels and a due date", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const list = board.lists[1];
    const labels = [board.labels[3].id, board.labels[0].id];
    const { status, data } = await send(putCard, "PUT", "board/card", headers, {
      card: {
        boardId: board.id,
        listId: list.id,
        title: "Order the stage banners",
        labels,
        dueDate: "2030-05-01T09:00:00.000Z",
      },
    });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: expect.any(String),
      boardId: board.id,
      listId: list.id,
      position: list.cards.at(-1)!.position + STEP,
      title: "Order the stage banners",
      description: "",
      labels: [board.labels[0].id, board.labels[3].id],
      dueDate: "2030-05-01T09:00:00.000Z",
    });
    expect((await loadBoard()).lists[1].cards.at(-1)).toEqual(data);
  });

  it("refuses bad input, a list of another board and labels of another board with 400, writing nothing", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const otherBoard = await loadBoard("Venue operations");
    const card = { boardId: board.id, listId: board.lists[0].id, title: "Valid" };
    const before = await snapshot(user.id);
    const bodies = [
      { card: { ...card, title: "" } },
      { card: { ...card, listId: undefined } },
      { card: { ...card, dueDate: "next tuesday" } },
      { card: { ...card, labels: "Urgent" } },
      { card: { ...card, labels: [board.labels[0].id, board.labels[0].id] } },
      { card: { ...card, description: "x".repeat(10_001) } },
      { card: { ...card, listId: otherBoard.lists[0].id } },
      { card: { ...card, labels: [otherBoard.labels[0].id] } },
      { card: { ...card, boardId: "missing" } },
    ];
    for (const json of bodies) expect((await send(putCard, "PUT", "board/card", headers, json)).status).toBe(400);
    const wrongList = await send(putCard, "PUT", "board/card", headers, bodies[6]);
    expect(wrongList.data.error.issues[0].path).toEqual(["card", "listId"]);
    expect(await snapshot(user.id)).toEqual(before);
  });
});

describe("PATCH /api/apps/scrumboard/board/card", () => {
  it("merges the given fields: moves it to another list of the board, replaces labels, clears the due date", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const card = board.lists[0].cards[0];
    const target = board.lists[2];
    const { data } = await send(patchCard, "PATCH", "board/card", headers, {
      id: card.id,
      card: {
        listId: target.id,
        position: 3.5 * STEP,
        labels: [board.labels[4].id],
        dueDate: null,
        boardId: "ignored",
      },
    });
    expect(data).toEqual({
      ...card,
      listId: target.id,
      position: 3.5 * STEP,
      labels: [board.labels[4].id],
      dueDate: null,
    });
    const title = await send(patchCard, "PATCH", "board/card", headers, {
      id: card.id,
      card: { title: "Renamed", dueDate: "2031-01-02" },
    });
    expect(title.data).toMatchObject({
      title: "Renamed",
      labels: [board.labels[4].id],
      dueDate: "2031-01-02T00:00:00.000Z",
      listId: target.id,
    });
  });

  it("answers null for a missing card; a list or label of another board is 400 and changes nothing", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const otherBoard = await loadBoard("Website relaunch");
    const card = board.lists[0].cards[0];
    expect(
      (await send(patchCard, "PATCH", "board/card", headers, { id: "missing", card: { title: "X" } })).data,
    ).toBeNull();
    const before = await snapshot(user.id);
    const bodies = [
      { id: card.id, card: { listId: otherBoard.lists[0].id } },
      { id: card.id, card: { labels: [otherBoard.labels[0].id] } },
      { id: card.id, card: { title: "Fine", labels: ["missing-label"] } },
      { id: card.id, card: { position: "top" } },
      { id: card.id },
      { card: { title: "No id" } },
    ];
    for (const json of bodies) expect((await send(patchCard, "PATCH", "board/card", headers, json)).status).toBe(400);
    expect(await snapshot(user.id)).toEqual(before);
  });
});

describe("DELETE /api/apps/scrumboard/board/card", () => {
  it("deletes the card and its label links; true also when missing", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const card = (await loadBoard()).lists
      .flatMap((list) => list.cards)
      .find((candidate) => candidate.labels.length > 0)!;
    const total = await db.scrumboardCard.count({ where: { userId: user.id } });
    expect((await remove(deleteCard, `board/card?id=${card.id}`, headers)).data).toBe(true);
    expect(await db.scrumboardCard.count({ where: { userId: user.id } })).toBe(total - 1);
    expect(await db.scrumboardCardLabel.count({ where: { cardId: card.id } })).toBe(0);
    expect((await remove(deleteCard, `board/card?id=${card.id}`, headers)).data).toBe(true);
    expect((await remove(deleteCard, "board/card?id=", headers)).status).toBe(400);
  });
});

describe("PATCH /api/apps/scrumboard/board/cards", () => {
  it("changes several cards at once", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const [first, second] = board.lists[0].cards;
    const { status, data } = await send(patchCards, "PATCH", "board/cards", headers, {
      cards: [
        { ...first, title: "First, renamed" },
        { id: second.id, labels: [], listId: board.lists[1].id },
      ],
    });
    expect(status).toBe(200);
    expect(data).toEqual([
      { ...first, title: "First, renamed" },
      { ...second, labels: [], listId: board.lists[1].id },
    ]);
  });

  it("is all or nothing: a bad item anywhere → 400 and no card changed", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const otherBoard = await loadBoard("Venue operations");
    const [first, second] = board.lists[0].cards;
    const before = await snapshot(user.id);
    const bodies = [
      {
        cards: [
          { id: first.id, title: "Changed" },
          { id: second.id, labels: [otherBoard.labels[0].id] },
        ],
      },
      {
        cards: [
          { id: first.id, title: "Changed" },
          { id: second.id, listId: otherBoard.lists[0].id },
        ],
      },
      {
        cards: [
          { id: first.id, title: "Changed" },
          { id: "missing", title: "Ghost" },
        ],
      },
      {
        cards: [
          { id: first.id, title: "Changed" },
          { id: second.id, title: "" },
        ],
      },
      {
        cards: [
          { id: first.id, title: "Changed" },
          { id: first.id, title: "Again" },
        ],
      },
    ];
    for (const json of bodies) expect((await send(patchCards, "PATCH", "board/cards", headers, json)).status).toBe(400);
    const wrongLabel = await send(patchCards, "PATCH", "board/cards", headers, bodies[0]);
    expect(wrongLabel.data.error.issues[0].path).toEqual(["cards", 1, "labels", 0]);
    expect(await snapshot(user.id)).toEqual(before);
  });
});

describe("PATCH /api/apps/scrumboard/board/card/positions", () => {
  it("moves the ordered cards into the list at (index + 1) × 65536", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const [source, target] = board.lists;
    const incoming = source.cards[0];
    // The target list after a drop: the incoming card between its second and third cards.
    const ordered = [target.cards[0], target.cards[1], { ...incoming, listId: target.id }, ...target.cards.slice(2)];
    const { status, data } = await send(patchCardPositions, "PATCH", "board/card/positions", headers, {
      cards: ordered,
    });
    expect(status).toBe(200);
    expect(data.map((card: Card) => [card.id, card.listId, card.position])).toEqual(
      ordered.map((card, index) => [card.id, target.id, (index + 1) * STEP]),
    );
    const after = await loadBoard();
    expect(after.lists[1].cards.map((card) => card.id)).toEqual(ordered.map((card) => card.id));
    expect(after.lists[0].cards.map((card) => card.id)).not.toContain(incoming.id);
    expect(await send(patchCardPositions, "PATCH", "board/card/positions", headers, { cards: [] })).toMatchObject({
      status: 200,
      data: [],
    });
  });

  it("refuses mixed lists, a card of another board and unknown ids with 400, changing nothing", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const otherBoard = await loadBoard("Website relaunch");
    const list = board.lists[0];
    const before = await snapshot(user.id);
    const bodies = [
      {
        cards: [
          { id: list.cards[0].id, listId: list.id },
          { id: list.cards[1].id, listId: board.lists[1].id },
        ],
      },
      {
        cards: [
          { id: list.cards[0].id, listId: list.id },
          { id: otherBoard.lists[0].cards[0].id, listId: list.id },
        ],
      },
      { cards: [{ id: list.cards[0].id, listId: "missing" }] },
      {
        cards: [
          { id: list.cards[0].id, listId: list.id },
          { id: "missing", listId: list.id },
        ],
      },
      { cards: [{ id: list.cards[0].id }] },
    ];
    for (const json of bodies)
      expect((await send(patchCardPositions, "PATCH", "board/card/positions", headers, json)).status).toBe(400);
    expect(await snapshot(user.id)).toEqual(before);
  });
});
