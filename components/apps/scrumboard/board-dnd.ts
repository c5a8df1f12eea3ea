"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  closestCenter,
  closestCorners,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates, type SortableData } from "@dnd-kit/sortable";

// What the board's drag and drop needs besides the handlers: which droppable a dragged card or
// list is over, and what a screen reader hears while dragging (translated).

export type DragKind = "card" | "list";
export type DragData = { type: DragKind };

export const kindOf = (data: unknown): DragKind | undefined => (data as DragData | undefined)?.type;

/**
 * Lists only ever land among lists (nearest centre). A card lands on the card under the pointer;
 * over a list but not a card (its empty foot, an empty list), on that list's nearest card, or on
 * the list itself when it has none. Without a pointer (keyboard dragging), the nearest corners.
 */
export function boardCollisions(listOf: (id: UniqueIdentifier) => UniqueIdentifier | undefined): CollisionDetection {
  return (args) => {
    const { active, droppableContainers } = args;
    if (kindOf(active.data.current) === "list") {
      return closestCenter({
        ...args,
        droppableContainers: droppableContainers.filter((item) => kindOf(item.data.current) === "list"),
      });
    }
    const hits = pointerWithin(args);
    const cardHits = hits.filter(
      (hit) => kindOf(droppableContainers.find((c) => c.id === hit.id)?.data.current) === "card",
    );
    if (cardHits.length > 0) return cardHits;
    const listHit = hits[0];
    if (listHit) {
      const cardsOfList = droppableContainers.filter(
        (item) => kindOf(item.data.current) === "card" && listOf(item.id) === listHit.id,
      );
      return cardsOfList.length > 0 ? closestCenter({ ...args, droppableContainers: cardsOfList }) : [listHit];
    }
    return closestCorners(args);
  };
}

/** The id of the SortableContext holding a list's cards: how a card's droppable tells its list. */
export const cardsContainerId = (listId: string) => `cards:${listId}`;

/**
 * Keyboard dragging: the arrow keys go to the nearest card (or empty list) in that direction, as
 * @dnd-kit's sortable coordinates do, but a card never lands on its own list's frame (which is
 * above and left of it, so ↑ and ← would stop there), and a list only among lists.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  if (!active) return undefined;
  const activeEntry = droppableContainers.get(active.id);
  const isList = kindOf(activeEntry?.data.current) === "list";
  const containerId = (activeEntry?.data.current as SortableData | undefined)?.sortable?.containerId;
  const ownList = typeof containerId === "string" ? containerId.replace(/^cards:/, "") : undefined;
  const enabled = droppableContainers
    .getEnabled()
    .filter((entry) => (isList ? kindOf(entry.data.current) === "list" : entry.id !== ownList));
  const view = { getEnabled: () => enabled, get: (id: UniqueIdentifier) => droppableContainers.get(id) };
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: view as unknown as typeof droppableContainers },
  });
};

type Describe = {
  titleOf: (id: UniqueIdentifier) => string;
  /**
   * Where the dragged item would land over `overId`: for a card, the list's title, the place in
   * it and the list's card count; for a list, the board's title, its place among the lists.
   */
  placeOf: (
    activeId: UniqueIdentifier,
    overId: UniqueIdentifier,
  ) => { list: string; position: number; count: number } | undefined;
};

/** The live-region texts of the board's drag and drop, in the user's language. */
export function useBoardAnnouncements({ titleOf, placeOf }: Describe): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = useTranslations("scrumboardApp.dnd");
  return useMemo(() => {
    const where = (id: UniqueIdentifier, overId: UniqueIdentifier, key: "over" | "dropped") => {
      const place = placeOf(id, overId);
      return place ? t(key, { title: titleOf(id), ...place }) : t("notOver", { title: titleOf(id) });
    };
    return {
      screenReaderInstructions: { draggable: t("instructions") },
      announcements: {
        onDragStart: ({ active }) => t("pickedUp", { title: titleOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over ? where(active.id, over.id, "over") : t("notOver", { title: titleOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over ? where(active.id, over.id, "dropped") : t("droppedNowhere", { title: titleOf(active.id) }),
        onDragCancel: ({ active }) => t("cancelled", { title: titleOf(active.id) }),
      },
    };
  }, [placeOf, t, titleOf]);
}
