import { db } from "@/lib/db";
import { GET as getBoards } from "@/app/api/apps/scrumboard/boards/route";
import { GET as getBoard } from "@/app/api/apps/scrumboard/board/route";
import { DELETE as deleteList, PATCH as patchList, POST as postList } from "@/app/api/apps/scrumboard/board/list/route";
import { PATCH as patchLists } from "@/app/api/apps/scrumboard/board/lists/route";
import { DELETE as deleteCard, PATCH as patchCard, PUT as putCard } from "@/app/api/apps/scrumboard/board/card/route";
import { PATCH as patchCards } from "@/app/api/apps/scrumboard/board/cards/route";
import { PATCH as patchCardPositions } from "@/app/api/apps/scrumboard/board/card/positions/route";
import { GET as getLabels } from "@/app/api/apps/scrumboard/board/labels/route";
import {
  DELETE as deleteLabel,
  PATCH as patchLabel,
  PUT as putLabel,
} from "@/app/api/apps/scrumboard/board/label/route";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { scrumboardOperations } from "@/lib/scrumboard/openapi";
import { seedScrumboardForUser } from "@/seed/demo/scrumboard";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Handler = Parameters<typeof callRoute>[0];
type Headers = Record<string, string>;
type Card = {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
};
type List = { id: string; boardId: string; position: number; title: string; cards: Card[] };
type Label = { id: string; boardId: string; title: string };
type Board = {
  id: string;
  title: string;
  lastActivity: string;
  members: { id: string; name: string; avatar: string }[];
  lists: List[];
  labels: Label[];
};

const STEP = 65536;
const base = "http://localhost/api/apps/scrumboard";

const get = (handler: Handler, url: string, headers: Headers) => callRoute(handler, { url: `${base}/${url}`, headers });
const send = (handler: Handler, method: string, url: string, headers: Headers, json: unknown) =>
  callRoute(handler, { method, url: `${base}/${url}`, headers, json });
const remove = (handler: Handler, url: string, headers: Headers) =>
  callRoute(handler, { method: "DELETE", url: `${base}/${url}`, headers });

/** A fresh user with their own copy of the sample, and their boards by title. */
async function userWithBoards() {
  const { user, headers } = await signedInUser();
  await seedScrumboardForUser(db, user.id);
  const boards = (await get(getBoards, "boards", headers)).data as Board[];
  const loadBoard = async (title = "Event launch") =>
    (await get(getBoard, `board?id=${boards.find((board) => board.title === title)!.id}`, headers)).data as Board;
  return { user, headers, boards, loadBoard };
}

/** Everything of one user's scrumboard, to prove a refused call changed nothing. */
async function snapshot(userId: string) {
  const [lists, cards, labels, cardLabels] = await Promise.all([
    db.scrumboardList.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.scrumboardCard.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.scrumboardLabel.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.scrumboardCardLabel.findMany({ where: { card: { userId } }, orderBy: [{ cardId: "asc" }, { labelId: "asc" }] }),
  ]);
  return { lists, cards, labels, cardLabels };
}

const isSorted = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);

describe("scrumboard sample data", () => {
  it("gives each user three boards, eight members, about forty cards with labels and due dates, positions in steps of 65536", async () => {
    const { user, boards } = await userWithBoards();
    expect(boards.map((board) => board.title)).toEqual(["Event launch", "Venue operations", "Website relaunch"]);
    expect(await db.scrumboardMember.count({ where: { userId: user.id } })).toBe(8);
    const lists = await db.scrumboardList.findMany({ where: { userId: user.id } });
    const cards = await db.scrumboardCard.findMany({
      where: { userId: user.id },
      include: { labels: { include: { label: true } } },
    });
    for (const board of boards) {
      const count = lists.filter((list) => list.boardId === board.id).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
    expect(cards.length).toBeGreaterThanOrEqual(35);
    expect(cards.length).toBeLessThanOrEqual(45);
    expect([...lists, ...cards].every((row) => row.position > 0 && row.position % STEP === 0)).toBe(true);
    expect(cards.some((card) => card.dueDate !== null)).toBe(true);
    expect(cards.some((card) => card.labels.length > 0)).toBe(true);
    // A card only ever carries labels of its own board, and sits in a list of its own board.
    for (const card of cards) {
      expect(card.labels.every(({ label }) => label.boardId === card.boardId)).toBe(true);
      expect(lists.find((list) => list.id === card.listId)!.boardId).toBe(card.boardId);
    }
  });
});

describe("GET /api/apps/scrumboard/boards", () => {
  it("answers the user's boards by title with members resolved to {id, name, avatar}", async () => {
    const { boards } = await userWithBoards();
    const [board] = boards;
    expect(Object.keys(board).sort()).toEqual(["description", "icon", "id", "lastActivity", "members", "title"]);
    expect(new Date(board.lastActivity).toISOString()).toBe(board.lastActivity);
    expect(board.members.length).toBeGreaterThan(0);
    for (const member of board.members) {
      expect(Object.keys(member).sort()).toEqual(["avatar", "id", "name"]);
      expect(member.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    const names = board.members.map((member) => member.name);
    expect(names).toEqual([...names].sort());
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(getBoards, { url: `${base}/boards` })).status).toBe(401);
  });
});

describe("GET /api/apps/scrumboard/board", () => {
  it("answers lists by position, each with its cards by position, and the board's labels", async () => {
    const { user, boards, loadBoard } = await userWithBoards();
    const boardId = boards.find((board) => board.title === "Event launch")!.id;
    // Turn the stored order around, so only sorting by position can answer the right order.
    const lists = await db.scrumboardList.findMany({ where: { boardId }, orderBy: { position: "asc" } });
    for (const [index, list] of lists.entries()) {
      await db.scrumboardList.update({ where: { id: list.id }, data: { position: (lists.length - index) * STEP } });
    }
    const firstListCards = await db.scrumboardCard.findMany({
      where: { listId: lists[0].id },
      orderBy: { position: "asc" },
    });
    await db.scrumboardCard.update({ where: { id: firstListCards[0].id }, data: { position: 100 * STEP } });

    const board = await loadBoard();
    expect(board.id).toBe(boardId);
    expect(board.lists.map((list) => list.id)).toEqual([...lists].reverse().map((list) => list.id));
    expect(isSorted(board.lists.map((list) => list.position))).toBe(true);
    for (const list of board.lists) {
      expect(list.boardId).toBe(boardId);
      expect(isSorted(list.cards.map((card) => card.position))).toBe(true);
      expect(list.cards.every((card) => card.listId === list.id && card.boardId === boardId)).toBe(true);
    }
    const movedList = board.lists.find((list) => list.id === lists[0].id)!;
    expect(movedList.cards.at(-1)!.id).toBe(firstListCards[0].id);
    expect(board.labels.map((label) => label.title)).toEqual([
      "Logistics",
      "Marketing",
      "Sponsors",
      "Tickets",
      "Urgent",
    ]);
    expect(board.labels.every((label) => label.boardId === boardId)).toBe(true);
    const card = board.lists.flatMap((list) => list.cards)[0];
    expect(Object.keys(card).sort()).toEqual([
      "boardId",
      "description",
      "dueDate",
      "id",
      "labels",
      "listId",
      "position",
      "title",
    ]);
    expect(await db.scrumboardCard.count({ where: { boardId, userId: user.id } })).toBe(
      board.lists.flatMap((list) => list.cards).length,
    );
  });

  it("answers null for a missing board and 400 without an id", async () => {
    const { headers } = await userWithBoards();
    expect(await get(getBoard, "board?id=no-such-board", headers)).toMatchObject({ status: 200, data: null });
    expect((await get(getBoard, "board", headers)).status).toBe(400);
  });
});

describe("POST /api/apps/scrumboard/board/list", () => {
  it("adds a list one step after the board's last list", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const before = await loadBoard();
    const last = Math.max(...before.lists.map((list) => list.position));
    const { status, data } = await send(postList, "POST", "board/list", headers, {
      list: { boardId: before.id, title: "  Follow-up  ", position: 1 },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(String), boardId: before.id, position: last + STEP, title: "Follow-up" });
    const after = await loadBoard();
    expect(after.lists.at(-1)).toEqual({ ...data, cards: [] });
    expect(new Date(after.lastActivity).getTime()).toBeGreaterThanOrEqual(new Date(before.lastActivity).getTime());
  });

  it("gives the first list of an empty board position 65536", async () => {
    const { user, headers } = await signedInUser();
    const board = await db.scrumboardBoard.create({ data: { userId: user.id, title: "Empty" } });
    const { data } = await send(postList, "POST", "board/list", headers, {
      list: { boardId: board.id, title: "First" },
    });
    expect(data.position).toBe(STEP);
  });

  it("refuses bad input and an unknown board with 400, writing nothing", async () => {
    const { user, headers, boards } = await userWithBoards();
    const before = await snapshot(user.id);
    const bodies = [
      {},
      { list: {} },
      { list: { boardId: boards[0].id } },
      { list: { boardId: boards[0].id, title: "   " } },
      { list: { boardId: boards[0].id, title: "x".repeat(201) } },
      { list: { boardId: boards[0].id, title: 42 } },
      { list: { boardId: "no-such-board", title: "Lost" } },
    ];
    for (const json of bodies) {
      const { status, data } = await send(postList, "POST", "board/list", headers, json);
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
    }
    const malformed = await callRoute(postList, {
      method: "POST",
      url: `${base}/board/list`,
      headers,
      rawBody: "{list:",
    });
    expect(malformed.status).toBe(400);
    expect(await snapshot(user.id)).toEqual(before);
  });
});

describe("PATCH /api/apps/scrumboard/board/list", () => {
  it("changes the title and position and answers the list", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const [list] = (await loadBoard()).lists;
    const { data } = await send(patchList, "PATCH", "board/list", headers, {
      list: { id: list.id, title: "Someday", position: 10 * STEP, cards: [] },
    });
    expect(data).toEqual({ id: list.id, boardId: list.boardId, position: 10 * STEP, title: "Someday" });
    expect((await loadBoard()).lists.at(-1)!.id).toBe(list.id);
  });

  it("answers null for a missing list and 400 for bad input, changing nothing", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const [list] = (await loadBoard()).lists;
    expect(
      (await send(patchList, "PATCH", "board/list", headers, { list: { id: "missing", title: "X" } })).data,
    ).toBeNull();
    const before = await snapshot(user.id);
    for (const json of [
      { list: { title: "No id" } },
      { list: { id: list.id, position: "first" } },
      { list: { id: list.id, title: "" } },
      { id: list.id },
    ]) {
      expect((await send(patchList, "PATCH", "board/list", headers, json)).status).toBe(400);
    }
    expect(await snapshot(user.id)).toEqual(before);
  });
});

describe("DELETE /api/apps/scrumboard/board/list", () => {
  it("deletes the list with its cards and their label links, and answers true", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const list = board.lists.find((candidate) => candidate.cards.some((card) => card.labels.length > 0))!;
    const cardIds = list.cards.map((card) => card.id);
    const otherCards = await db.scrumboardCard.count({ where: { userId: user.id, listId: { not: list.id } } });

    expect(await remove(deleteList, `board/list?id=${list.id}`, headers)).toMatchObject({ status: 200, data: true });
    expect(await db.scrumboardList.findUnique({ where: { id: list.id } })).toBeNull();
    expect(await db.scrumboardCard.count({ where: { id: { in: cardIds } } })).toBe(0);
    expect(await db.scrumboardCardLabel.count({ where: { cardId: { in: cardIds } } })).toBe(0);
    expect(await db.scrumboardCard.count({ where: { userId: user.id } })).toBe(otherCards);
    expect((await loadBoard()).lists.map((candidate) => candidate.id)).not.toContain(list.id);
  });

  it("answers true for a missing list and 400 without an id", async () => {
    const { headers } = await userWithBoards();
    expect((await remove(deleteList, "board/list?id=missing", headers)).data).toBe(true);
    expect((await remove(deleteList, "board/list", headers)).status).toBe(400);
  });
});

describe("PATCH /api/apps/scrumboard/board/lists", () => {
  it("changes several lists at once and answers them in the body's order", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const lists = (await loadBoard()).lists;
    const reordered = [...lists].reverse().map((list, index) => ({ ...list, position: (index + 1) * STEP }));
    const { status, data } = await send(patchLists, "PATCH", "board/lists", headers, { lists: reordered });
    expect(status).toBe(200);
    expect(data.map((list: List) => [list.id, list.position])).toEqual(
      reordered.map((list) => [list.id, list.position]),
    );
    expect((await loadBoard()).lists.map((list) => list.id)).toEqual(reordered.map((list) => list.id));
  });

  it("is all or nothing: one unknown id, a bad item or a repeated id → 400 and no list changed", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const [first, second] = (await loadBoard()).lists;
    const before = await snapshot(user.id);
    const bodies = [
      {
        lists: [
          { id: first.id, title: "Renamed" },
          { id: "missing", title: "Ghost" },
        ],
      },
      {
        lists: [
          { id: first.id, title: "Renamed" },
          { id: second.id, position: null },
        ],
      },
      {
        lists: [
          { id: first.id, title: "Renamed" },
          { id: first.id, title: "Twice" },
        ],
      },
      { lists: "all of them" },
    ];
    for (const json of bodies) {
      const answer = await send(patchLists, "PATCH", "board/lists", headers, json);
      expect(answer.status).toBe(400);
    }
    const unknown = await send(patchLists, "PATCH", "board/lists", headers, bodies[0]);
    expect(unknown.data.error.issues[0].path).toEqual(["lists", 1, "id"]);
    expect(await snapshot(user.id)).toEqual(before);
  });
});

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

describe("scrumboard labels", () => {
  it("lists a board's labels by title; another board's id gives its own, a missing one none", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard("Website relaunch");
    const { data } = await get(getLabels, `board/labels?boardId=${board.id}`, headers);
    expect(data).toEqual(board.labels);
    expect(data.map((label: Label) => label.title)).toEqual(["Bug", "Content", "Design", "Development", "Search"]);
    expect((await get(getLabels, "board/labels?boardId=missing", headers)).data).toEqual([]);
    expect((await get(getLabels, "board/labels", headers)).status).toBe(400);
  });

  it("creates and renames a label", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const created = await send(putLabel, "PUT", "board/label", headers, {
      label: { boardId: board.id, title: "Press" },
    });
    expect(created.data).toEqual({ id: expect.any(String), boardId: board.id, title: "Press" });
    const renamed = await send(patchLabel, "PATCH", "board/label", headers, {
      id: created.data.id,
      label: { title: "Media" },
    });
    expect(renamed.data).toEqual({ ...created.data, title: "Media" });
    expect((await loadBoard()).labels.map((label) => label.title)).toContain("Media");
    expect(
      (await send(patchLabel, "PATCH", "board/label", headers, { id: "missing", label: { title: "X" } })).data,
    ).toBeNull();
  });

  it("refuses bad label input with 400, writing nothing", async () => {
    const { user, headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const before = await snapshot(user.id);
    const puts = [
      { label: { boardId: board.id } },
      { label: { boardId: board.id, title: "" } },
      { label: { boardId: "missing", title: "X" } },
      { title: "X" },
    ];
    for (const json of puts) expect((await send(putLabel, "PUT", "board/label", headers, json)).status).toBe(400);
    const patches = [
      { id: board.labels[0].id, label: { title: " " } },
      { id: board.labels[0].id },
      { label: { title: "X" } },
    ];
    for (const json of patches)
      expect((await send(patchLabel, "PATCH", "board/label", headers, json)).status).toBe(400);
    expect((await remove(deleteLabel, "board/label", headers)).status).toBe(400);
    expect(await snapshot(user.id)).toEqual(before);
  });

  it("deleting a label strips it from every card's labels and leaves their other labels", async () => {
    const { headers, loadBoard } = await userWithBoards();
    const board = await loadBoard();
    const [urgent, tickets] = [
      board.labels.find((label) => label.title === "Urgent")!,
      board.labels.find((label) => label.title === "Tickets")!,
    ];
    const [first, second] = board.lists[0].cards;
    await send(patchCards, "PATCH", "board/cards", headers, {
      cards: [
        { id: first.id, labels: [urgent.id, tickets.id] },
        { id: second.id, labels: [urgent.id] },
      ],
    });

    expect((await remove(deleteLabel, `board/label?id=${urgent.id}`, headers)).data).toBe(true);
    const after = await loadBoard();
    const cards = after.lists.flatMap((list) => list.cards);
    expect(cards.some((card) => card.labels.includes(urgent.id))).toBe(false);
    expect(cards.find((card) => card.id === first.id)!.labels).toEqual([tickets.id]);
    expect(cards.find((card) => card.id === second.id)!.labels).toEqual([]);
    expect(after.labels.map((label) => label.id)).not.toContain(urgent.id);
    expect(await db.scrumboardCardLabel.count({ where: { labelId: urgent.id } })).toBe(0);
    expect((await remove(deleteLabel, `board/label?id=${urgent.id}`, headers)).data).toBe(true);
  });
});

describe("scrumboard isolation between users", () => {
  it("one user can neither read nor change another user's boards, lists, cards or labels", async () => {
    const owner = await userWithBoards();
    const intruder = await userWithBoards();
    const board = await owner.loadBoard();
    const [list] = board.lists;
    const [card] = list.cards;
    const [label] = board.labels;
    const ownBoard = await intruder.loadBoard();
    const before = await snapshot(owner.user.id);
    const headers = intruder.headers;

    expect(intruder.boards.map((candidate) => candidate.id)).not.toContain(board.id);
    expect((await get(getBoard, `board?id=${board.id}`, headers)).data).toBeNull();
    expect((await get(getLabels, `board/labels?boardId=${board.id}`, headers)).data).toEqual([]);

    // The item to change is another user's: it behaves as missing.
    expect(
      (await send(patchList, "PATCH", "board/list", headers, { list: { id: list.id, title: "Mine" } })).data,
    ).toBeNull();
    expect(
      (await send(patchCard, "PATCH", "board/card", headers, { id: card.id, card: { title: "Mine" } })).data,
    ).toBeNull();
    expect(
      (await send(patchLabel, "PATCH", "board/label", headers, { id: label.id, label: { title: "Mine" } })).data,
    ).toBeNull();
    expect((await remove(deleteList, `board/list?id=${list.id}`, headers)).data).toBe(true);
    expect((await remove(deleteCard, `board/card?id=${card.id}`, headers)).data).toBe(true);
    expect((await remove(deleteLabel, `board/label?id=${label.id}`, headers)).data).toBe(true);

    // An id a body refers to is another user's: bad input, nothing written on either side.
    const refused = [
      await send(postList, "POST", "board/list", headers, { list: { boardId: board.id, title: "Mine" } }),
      await send(putLabel, "PUT", "board/label", headers, { label: { boardId: board.id, title: "Mine" } }),
      await send(putCard, "PUT", "board/card", headers, {
        card: { boardId: board.id, listId: list.id, title: "Mine" },
      }),
      await send(putCard, "PUT", "board/card", headers, {
        card: { boardId: ownBoard.id, listId: list.id, title: "Mine" },
      }),
      await send(putCard, "PUT", "board/card", headers, {
        card: { boardId: ownBoard.id, listId: ownBoard.lists[0].id, title: "Mine", labels: [label.id] },
      }),
      await send(patchCard, "PATCH", "board/card", headers, {
        id: ownBoard.lists[0].cards[0].id,
        card: { listId: list.id },
      }),
      await send(patchLists, "PATCH", "board/lists", headers, { lists: [{ id: list.id, position: 1 }] }),
      await send(patchCards, "PATCH", "board/cards", headers, { cards: [{ id: card.id, title: "Mine" }] }),
      await send(patchCardPositions, "PATCH", "board/card/positions", headers, {
        cards: [{ id: card.id, listId: ownBoard.lists[0].id }],
      }),
      await send(patchCardPositions, "PATCH", "board/card/positions", headers, {
        cards: [{ id: ownBoard.lists[0].cards[0].id, listId: list.id }],
      }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 400));
    expect(await snapshot(owner.user.id)).toEqual(before);
    expect(await owner.loadBoard()).toEqual(board);
  });
});

describe("scrumboard OpenAPI operations", () => {
  it("document every scrumboard route", () => {
    const document = buildOpenApiDocument(scrumboardOperations);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "boards",
        "board",
        "board/list",
        "board/lists",
        "board/card",
        "board/cards",
        "board/card/positions",
        "board/labels",
        "board/label",
      ]
        .map((path) => `/api/apps/scrumboard/${path}`)
        .sort(),
    );
    expect(Object.keys(document.paths["/api/apps/scrumboard/board/card"]).sort()).toEqual(["delete", "patch", "put"]);
  });
});
