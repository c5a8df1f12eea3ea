"use client";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { useSWRConfig } from "swr";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import {
  addCard,
  addList,
  findCard,
  moveCard,
  moveList,
  putLabel,
  removeCard,
  removeLabel,
  removeList,
  replaceList,
  settleCard,
  updateCard,
  type BoardCard,
  type FullBoard,
} from "@/lib/scrumboard/board-state";
import { positionAfter } from "@/lib/scrumboard/positions";
import { boardKey, scrumboardApi, useBoard, type CardFields } from "@/lib/swr/use-scrumboard";

/** Ids of lists and cards the server has not confirmed yet: they cannot be moved or opened. */
export const PROVISIONAL_PREFIX = "provisional-";
export const isProvisional = (id: string) => id.startsWith(PROVISIONAL_PREFIX);
let provisionalCount = 0;
const provisionalId = () => `${PROVISIONAL_PREFIX}${Date.now().toString(36)}-${(provisionalCount += 1)}`;

/**
 * Every write of the board screen, optimistic: the board changes on screen at once (SWR's
 * `optimisticData`) and the request goes out; when the server says no, SWR rolls the board back,
 * the screen says so, and the board is read again so it shows what the server holds.
 */
export function useBoardActions(boardId: string) {
  const { mutate } = useBoard(boardId);
  const { cache } = useSWRConfig();
  const { notify, deleteWithUndo } = useAppsFeedback();
  const t = useTranslations("scrumboardApp");
  const tCommon = useTranslations("appsCommon");

  const write = useCallback(
    async (
      next: FullBoard,
      request: () => Promise<unknown>,
      settle?: (board: FullBoard, saved: never) => FullBoard,
    ) => {
      try {
        await mutate(
          request().then((saved) => (settle ? settle(next, saved as never) : next)),
          { optimisticData: next, rollbackOnError: true, populateCache: true, revalidate: false },
        );
      } catch {
        notify(tCommon("saveFailed"), "error");
        void mutate();
      }
    },
    [mutate, notify, tCommon],
  );

  /** A local change only (Undo's hide and restore): no request. */
  const show = useCallback(
    (change: (board: FullBoard) => FullBoard) =>
      void mutate((current) => (current ? change(current) : current), { revalidate: false }),
    [mutate],
  );

  return useMemo(() => {
    // The board as shown now, optimistic changes included (SWR keeps them in its cache), so two
    // quick changes build on each other.
    const current = () => (cache.get(boardKey(boardId))?.data as FullBoard | null | undefined) ?? null;
    return {
      moveCard(cardId: string, listId: string, index: number) {
        const board = current();
        const move = board && moveCard(board, cardId, listId, index);
        if (!move) return;
        const request = move.renumbered
          ? () => scrumboardApi.reorderCards(listId, move.order)
          : () => scrumboardApi.updateCard(cardId, { listId, position: move.changes[0].position });
        void write(move.board, request);
      },

      moveList(listId: string, index: number) {
        const board = current();
        const move = board && moveList(board, listId, index);
        if (!move) return;
        const request = move.renumbered
          ? () => scrumboardApi.updateListPositions(move.changes)
          : () => scrumboardApi.updateList(listId, { position: move.changes[0].position });
        void write(move.board, request);
      },

      addList(title: string) {
        const board = current();
        if (!board) return;
        const id = provisionalId();
        const position = positionAfter(board.lists.at(-1)?.position);
        const next = addList(board, { id, boardId, title, position, cards: [] });
        void write(
          next,
          () => scrumboardApi.createList(boardId, title),
          (shown, saved: { id: string; position: number }) =>
            replaceList(shown, id, { id: saved.id, position: saved.position }),
        );
      },

      renameList(listId: string, title: string) {
        const board = current();
        if (board) void write(replaceList(board, listId, { title }), () => scrumboardApi.updateList(listId, { title }));
      },

      deleteList(listId: string) {
        const list = current()?.lists.find((item) => item.id === listId);
        if (!list) return;
        deleteWithUndo({
          message: t("list.deleted", { title: list.title }),
          hide: () => show((board) => removeList(board, listId)),
          restore: () => show((board) => addList(board, list)),
          commit: () => scrumboardApi.deleteList(listId),
        });
      },

      addCard(listId: string, title: string) {
        const board = current();
        const list = board?.lists.find((item) => item.id === listId);
        if (!board || !list) return;
        const card: BoardCard = {
          id: provisionalId(),
          boardId,
          listId,
          position: positionAfter(list.cards.at(-1)?.position),
          title,
          description: "",
          labels: [],
          dueDate: null,
        };
        void write(
          addCard(board, card),
          () => scrumboardApi.createCard({ boardId, listId, title }),
          (shown, saved: BoardCard) => settleCard(shown, card.id, saved),
        );
      },

      updateCard(cardId: string, changes: CardFields) {
        const board = current();
        if (board) void write(updateCard(board, cardId, changes), () => scrumboardApi.updateCard(cardId, changes));
      },

      deleteCard(cardId: string) {
        const board = current();
        const card = board && findCard(board, cardId);
        if (!card) return;
        deleteWithUndo({
          message: t("card.deleted", { title: card.title }),
          hide: () => show((shown) => removeCard(shown, cardId)),
          restore: () => show((shown) => addCard(shown, card)),
          commit: () => scrumboardApi.deleteCard(cardId),
        });
      },

      // Labels are managed in a dialog that shows its own error, so these wait for the server.
      async createLabel(title: string) {
        const label = await scrumboardApi.createLabel(boardId, title);
        show((board) => putLabel(board, label));
      },
      async renameLabel(labelId: string, title: string) {
        const label = await scrumboardApi.updateLabel(labelId, title);
        if (label) show((board) => putLabel(board, label));
      },
      async deleteLabel(labelId: string) {
        await scrumboardApi.deleteLabel(labelId);
        show((board) => removeLabel(board, labelId));
      },
    };
  }, [boardId, cache, deleteWithUndo, show, t, write]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;
