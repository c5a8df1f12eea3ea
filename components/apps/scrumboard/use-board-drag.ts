"use client";
import { useCallback, useMemo, useRef, useState } from "react";
import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import {
  boardCollisions,
  boardKeyboardCoordinates,
  kindOf,
  useBoardAnnouncements,
} from "@/components/apps/scrumboard/board-dnd";
import type { BoardActions } from "@/components/apps/scrumboard/use-board-actions";
import type { BoardCard, FullBoard } from "@/lib/scrumboard/board-state";

type Active = { type: "card" | "list"; id: string } | null;
/** While a card is dragged across lists: the card ids of the lists it has passed through, by list id. */
type Preview = Record<string, string[]>;

/**
 * The board's drag and drop state and handlers (@dnd-kit: mouse, touch by press and hold,
 * keyboard). While a card is dragged over other lists it is shown in them (`preview`); on drop
 * the move goes to `actions`, which work out the position (positions.ts) and save it.
 */
export function useBoardDrag(board: FullBoard, actions: BoardActions) {
  const [active, setActive] = useState<Active>(null);
  const [preview, setPreview] = useState<Preview>({});
  /** When the last drop happened: the click that ends a drop must not open the card. */
  const lastDropRef = useRef(0);

  const cardsById = useMemo(
    () => new Map(board.lists.flatMap((list) => list.cards.map((card) => [card.id, card] as const))),
    [board.lists],
  );
  const listsById = useMemo(() => new Map(board.lists.map((list) => [list.id, list])), [board.lists]);
  // Each list's cards as shown: the board's own array unless a drag has passed through the list.
  const columns = useMemo(
    () =>
      new Map(
        board.lists.map((list) => [
          list.id,
          preview[list.id] ? preview[list.id].flatMap((id) => cardsById.get(id) ?? []) : list.cards,
        ]),
      ),
    [board.lists, cardsById, preview],
  );

  const listOf = useCallback(
    (id: UniqueIdentifier): string | undefined => {
      if (listsById.has(String(id))) return String(id);
      for (const [listId, cards] of columns) if (cards.some((card) => card.id === id)) return listId;
      return undefined;
    },
    [columns, listsById],
  );
  const idsOf = (listId: string) => (columns.get(listId) ?? []).map((card) => card.id);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    // Space picks up and drops; Enter stays free to open a card.
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );
  const collisionDetection = useMemo(() => boardCollisions(listOf), [listOf]);

  const titleOf = useCallback(
    (id: UniqueIdentifier) => cardsById.get(String(id))?.title ?? listsById.get(String(id))?.title ?? "",
    [cardsById, listsById],
  );
  const placeOf = useCallback(
    (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
      if (listsById.has(String(activeId))) {
        const index = board.lists.findIndex((list) => list.id === overId);
        return index < 0 ? undefined : { list: board.title, position: index + 1, count: board.lists.length };
      }
      const listId = listOf(overId);
      const cards = listId ? columns.get(listId) : undefined;
      if (!listId || !cards) return undefined;
      const index = cards.findIndex((card) => card.id === overId);
      const count = cards.some((card) => card.id === activeId) ? cards.length : cards.length + 1;
      return { list: listsById.get(listId)!.title, position: index < 0 ? count : index + 1, count };
    },
    [board.lists, board.title, columns, listOf, listsById],
  );
  const accessibility = useBoardAnnouncements({ titleOf, placeOf });

  const reset = () => {
    setActive(null);
    setPreview({});
  };

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    setActive({ type: kindOf(dragged.data.current) ?? "card", id: String(dragged.id) });
    setPreview({});
  };

  const onDragOver = ({ active: dragged, over }: DragOverEvent) => {
    if (kindOf(dragged.data.current) !== "card" || !over) return;
    const from = listOf(dragged.id);
    const to = listOf(over.id);
    if (!from || !to || from === to) return;
    const toIds = idsOf(to);
    let index = toIds.indexOf(String(over.id));
    if (index < 0) index = toIds.length;
    else {
      // Below the middle of the card it is over, the dragged card goes after it.
      const translated = dragged.rect.current.translated;
      if (translated && translated.top + translated.height / 2 > over.rect.top + over.rect.height / 2) index += 1;
    }
    setPreview((current) => ({
      ...current,
      [from]: idsOf(from).filter((id) => id !== dragged.id),
      [to]: [...toIds.slice(0, index), String(dragged.id), ...toIds.slice(index)],
    }));
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const id = String(dragged.id);
    lastDropRef.current = Date.now();
    if (kindOf(dragged.data.current) === "list") {
      const to = over ? board.lists.findIndex((list) => list.id === over.id) : -1;
      if (to >= 0) actions.moveList(id, to);
    } else {
      const listId = listOf(id);
      const ids = listId ? idsOf(listId) : [];
      const overId = over ? String(over.id) : null;
      const order =
        overId && overId !== id && ids.includes(overId) ? arrayMove(ids, ids.indexOf(id), ids.indexOf(overId)) : ids;
      if (listId && order.includes(id)) actions.moveCard(id, listId, order.indexOf(id));
    }
    reset();
  };

  const activeCard: BoardCard | undefined = active?.type === "card" ? cardsById.get(active.id) : undefined;
  return {
    context: { sensors, collisionDetection, accessibility, onDragStart, onDragOver, onDragEnd, onDragCancel: reset },
    columns,
    activeCard,
    activeList: active?.type === "list" ? listsById.get(active.id) : undefined,
    /** Whether a click comes right after a drop (and is part of it). */
    isDropClick: () => Date.now() - lastDropRef.current < 250,
  };
}
