"use client";
import useSWR from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { BoardCard, BoardLabel, BoardList, FullBoard } from "@/lib/scrumboard/board-state";
import type { PositionChange } from "@/lib/scrumboard/positions";
import type { Board } from "@/lib/scrumboard/shapes";

// The scrumboard screens' reads (SWR, the app's fetcher is `apiFetch`) and writes, one function
// per call of app/api/apps/scrumboard. The screens make the writes optimistic
// (components/apps/scrumboard/use-board-actions.ts).

export const SCRUMBOARD_URL = "/api/apps/scrumboard";
export const BOARDS_KEY = `${SCRUMBOARD_URL}/boards`;
export const boardKey = (id: string) => `${SCRUMBOARD_URL}/board?id=${encodeURIComponent(id)}`;

export function useBoards() {
  return useSWR<Board[]>(BOARDS_KEY);
}

/** One board with its lists, cards and labels; `null` when it is missing or another user's. */
export function useBoard(id: string) {
  return useSWR<FullBoard | null>(boardKey(id), { revalidateOnFocus: false });
}

export type BoardFields = { title: string; description: string | null; icon: string | null };
export type CardFields = Partial<
  Pick<BoardCard, "title" | "description" | "labels" | "dueDate" | "listId" | "position">
>;

const url = (path: string, id?: string) => `${SCRUMBOARD_URL}/${path}${id ? `?id=${encodeURIComponent(id)}` : ""}`;

export const scrumboardApi = {
  createBoard: (board: BoardFields) => apiFetch<Board>(url("boards"), jsonBody("POST", { board })),
  updateBoard: (id: string, board: Partial<BoardFields>) =>
    apiFetch<Board | null>(url("board"), jsonBody("PATCH", { id, board })),
  deleteBoard: (id: string) => apiFetch<true>(url("board", id), { method: "DELETE" }),

  createList: (boardId: string, title: string) =>
    apiFetch<BoardList>(url("board/list"), jsonBody("POST", { list: { boardId, title } })),
  updateList: (id: string, list: { title?: string; position?: number }) =>
    apiFetch<BoardList | null>(url("board/list"), jsonBody("PATCH", { list: { id, ...list } })),
  /** Several lists' positions in one transaction (a renumbering). */
  updateListPositions: (lists: PositionChange[]) =>
    apiFetch<BoardList[]>(url("board/lists"), jsonBody("PATCH", { lists })),
  deleteList: (id: string) => apiFetch<true>(url("board/list", id), { method: "DELETE" }),

  createCard: (card: { boardId: string; listId: string; title: string }) =>
    apiFetch<BoardCard>(url("board/card"), jsonBody("PUT", { card })),
  updateCard: (id: string, card: CardFields) =>
    apiFetch<BoardCard | null>(url("board/card"), jsonBody("PATCH", { id, card })),
  /** One list's cards in their new order; the server numbers them by steps of 65536. */
  reorderCards: (listId: string, cardIds: string[]) =>
    apiFetch<BoardCard[]>(
      url("board/card/positions"),
      jsonBody("PATCH", { cards: cardIds.map((id) => ({ id, listId })) }),
    ),
  deleteCard: (id: string) => apiFetch<true>(url("board/card", id), { method: "DELETE" }),

  createLabel: (boardId: string, title: string) =>
    apiFetch<BoardLabel>(url("board/label"), jsonBody("PUT", { label: { boardId, title } })),
  updateLabel: (id: string, title: string) =>
    apiFetch<BoardLabel | null>(url("board/label"), jsonBody("PATCH", { id, label: { title } })),
  deleteLabel: (id: string) => apiFetch<true>(url("board/label", id), { method: "DELETE" }),
};
