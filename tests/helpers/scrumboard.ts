import { db } from "@/lib/db";
import { GET as getBoards } from "@/app/api/apps/scrumboard/boards/route";
import { GET as getBoard } from "@/app/api/apps/scrumboard/board/route";
import { seedScrumboardForUser } from "@/seed/demo/scrumboard";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the scrumboard route tests (tests/api/scrumboard-*.test.ts).

type Handler = Parameters<typeof callRoute>[0];
type Headers = Record<string, string>;
export type Card = {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
};
export type List = { id: string; boardId: string; position: number; title: string; cards: Card[] };
export type Label = { id: string; boardId: string; title: string };
export type Board = {
  id: string;
  title: string;
  lastActivity: string;
  members: { id: string; name: string; avatar: string }[];
  lists: List[];
  labels: Label[];
};

export const STEP = 65536;
export const base = "http://localhost/api/apps/scrumboard";

export const get = (handler: Handler, url: string, headers: Headers) =>
  callRoute(handler, { url: `${base}/${url}`, headers });
export const send = (handler: Handler, method: string, url: string, headers: Headers, json: unknown) =>
  callRoute(handler, { method, url: `${base}/${url}`, headers, json });
export const remove = (handler: Handler, url: string, headers: Headers) =>
  callRoute(handler, { method: "DELETE", url: `${base}/${url}`, headers });

/** A fresh user with their own copy of the sample, and their boards by title. */
export async function userWithBoards() {
  const { user, headers } = await signedInUser();
  await seedScrumboardForUser(db, user.id);
  const boards = (await get(getBoards, "boards", headers)).data as Board[];
  const loadBoard = async (title = "Event launch") =>
    (await get(getBoard, `board?id=${boards.find((board) => board.title === title)!.id}`, headers)).data as Board;
  return { user, headers, boards, loadBoard };
}

/** Everything of one user's scrumboard, to prove a refused call changed nothing. */
export async function snapshot(userId: string) {
  const [lists, cards, labels, cardLabels] = await Promise.all([
    db.scrumboardList.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.scrumboardCard.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.scrumboardLabel.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.scrumboardCardLabel.findMany({ where: { card: { userId } }, orderBy: [{ cardId: "asc" }, { labelId: "asc" }] }),
  ]);
  return { lists, cards, labels, cardLabels };
}

export const isSorted = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);
