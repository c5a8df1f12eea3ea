import { db } from "@/lib/db";
import { GET as getBoards } from "@/app/api/apps/scrumboard/boards/route";
import { GET as getBoard } from "@/app/api/apps/scrumboard/board/route";
import { DELETE as deleteList, PATCH as patchList, POST as postList } from "@/app/api/apps/scrumboard/board/list/route";
import { PATCH as patchLists } from "@/app/api/apps/scrumboard/board/lists/route";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { List, STEP, base, get, send, remove, userWithBoards, snapshot, isSorted } from "@/tests/helpers/scrumboard";

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
