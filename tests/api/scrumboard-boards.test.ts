import { db } from "@/lib/db";
import { GET as getBoards, POST as postBoard } from "@/app/api/apps/scrumboard/boards/route";
import { DELETE as deleteBoard, GET as getBoard, PATCH as patchBoard } from "@/app/api/apps/scrumboard/board/route";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { type Board, base, get, remove, send, userWithBoards } from "@/tests/helpers/scrumboard";

// The board writes the screens need (issue #15): a new board, renaming one, deleting one.

describe("POST /api/apps/scrumboard/boards", () => {
  it("adds an empty board with the given title, description and icon, listed among the user's boards", async () => {
    const { headers } = await userWithBoards();
    const before = Date.now();
    const response = await send(postBoard, "POST", "boards", headers, {
      board: { title: "  Summer tour ", description: "Dates and venues", icon: "heroicons_outline:star" },
    });
    expect(response.status).toBe(200);
    const board = response.data as Board & { description: string; icon: string };
    expect(board).toMatchObject({
      title: "Summer tour",
      description: "Dates and venues",
      icon: "heroicons_outline:star",
    });
    expect(board.members).toEqual([]);
    expect(new Date(board.lastActivity).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const boards = (await get(getBoards, "boards", headers)).data as Board[];
    expect(boards.map((row) => row.title)).toContain("Summer tour");
    const full = (await get(getBoard, `board?id=${board.id}`, headers)).data as Board;
    expect(full.lists).toEqual([]);
    expect(full.labels).toEqual([]);
  });

  it("takes a title alone: description and icon are null", async () => {
    const { headers } = await signedInUser();
    const board = (await send(postBoard, "POST", "boards", headers, { board: { title: "Plain" } })).data;
    expect(board).toMatchObject({ title: "Plain", description: null, icon: null, members: [] });
  });

  it("refuses a missing title, a blank one and a malformed icon with 400, adding nothing", async () => {
    const { user, headers } = await signedInUser();
    for (const body of [
      {},
      { board: {} },
      { board: { title: "   " } },
      { board: { title: "x".repeat(201) } },
      { board: { title: "Ok", icon: "<script>" } },
    ]) {
      expect((await send(postBoard, "POST", "boards", headers, body)).status).toBe(400);
    }
    expect(await db.scrumboardBoard.count({ where: { userId: user.id } })).toBe(0);
  });

  it("needs a signed-in user", async () => {
    const response = await callRoute(postBoard, {
      method: "POST",
      url: `${base}/boards`,
      json: { board: { title: "A" } },
    });
    expect(response.status).toBe(401);
  });
});

describe("PATCH /api/apps/scrumboard/board", () => {
  it("renames a board and moves its last activity forward; other fields stay", async () => {
    const { headers, boards } = await userWithBoards();
    const board = boards[0] as Board & { description: string; icon: string };
    const response = await send(patchBoard, "PATCH", "board", headers, { id: board.id, board: { title: "Renamed" } });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      id: board.id,
      title: "Renamed",
      description: board.description,
      icon: board.icon,
    });
    expect((response.data as Board).lastActivity >= board.lastActivity).toBe(true);
  });

  it("answers null for another user's board and leaves it alone", async () => {
    const { boards } = await userWithBoards();
    const other = await signedInUser();
    const response = await send(patchBoard, "PATCH", "board", other.headers, {
      id: boards[0].id,
      board: { title: "Mine" },
    });
    expect(response.status).toBe(200);
    expect(response.data).toBeNull();
    expect((await db.scrumboardBoard.findUniqueOrThrow({ where: { id: boards[0].id } })).title).toBe(boards[0].title);
  });
});

describe("DELETE /api/apps/scrumboard/board", () => {
  it("deletes the board with its lists, cards and labels; the user's members and other boards stay", async () => {
    const { user, headers, boards } = await userWithBoards();
    const board = boards.find((row) => row.title === "Event launch")!;
    expect((await remove(deleteBoard, `board?id=${board.id}`, headers)).data).toBe(true);
    expect(await db.scrumboardBoard.count({ where: { id: board.id } })).toBe(0);
    for (const count of [
      db.scrumboardList.count({ where: { boardId: board.id } }),
      db.scrumboardCard.count({ where: { boardId: board.id } }),
      db.scrumboardLabel.count({ where: { boardId: board.id } }),
      db.scrumboardBoardMember.count({ where: { boardId: board.id } }),
    ])
      expect(await count).toBe(0);
    expect(await db.scrumboardMember.count({ where: { userId: user.id } })).toBe(8);
    const left = (await get(getBoards, "boards", headers)).data as Board[];
    expect(left.map((row) => row.title)).toEqual(["Venue operations", "Website relaunch"]);
  });

  it("leaves another user's board alone and answers true", async () => {
    const { boards } = await userWithBoards();
    const other = await signedInUser();
    expect((await remove(deleteBoard, `board?id=${boards[0].id}`, other.headers)).data).toBe(true);
    expect(await db.scrumboardBoard.count({ where: { id: boards[0].id } })).toBe(1);
  });
});
