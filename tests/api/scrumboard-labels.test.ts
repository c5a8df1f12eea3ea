import { db } from "@/lib/db";
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
import { Label, get, send, remove, userWithBoards, snapshot } from "@/tests/helpers/scrumboard";

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
