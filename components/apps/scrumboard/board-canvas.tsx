"use client";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { DndContext, DragOverlay } from "@dnd-kit/core";
import { SortableContext, horizontalListSortingStrategy } from "@dnd-kit/sortable";
import Box from "@mui/material/Box";
import { CardFace } from "@/components/apps/scrumboard/board-card";
import { BoardList, LIST_WIDTH, type ListHandlers } from "@/components/apps/scrumboard/board-list";
import { TextComposer } from "@/components/apps/scrumboard/text-composer";
import type { BoardActions } from "@/components/apps/scrumboard/use-board-actions";
import { useBoardDrag } from "@/components/apps/scrumboard/use-board-drag";
import type { BoardList as BoardListData, FullBoard } from "@/lib/scrumboard/board-state";

type Props = {
  board: FullBoard;
  actions: BoardActions;
  onOpenCard: (cardId: string) => void;
  onDeleteList: (listId: string) => void;
};

/**
 * The board's lists side by side, scrolling sideways (on a phone one list per screen width, snapping),
 * with the composer for a new list after the last one. Cards and lists are dragged (use-board-drag.ts).
 */
export function BoardCanvas({ board, actions, onOpenCard, onDeleteList }: Props) {
  const t = useTranslations("scrumboardApp");
  const drag = useBoardDrag(board, actions);
  const { isDropClick, activeCard, activeList, columns } = drag;
  const labels = useMemo(() => new Map(board.labels.map((label) => [label.id, label])), [board.labels]);

  const openCard = useCallback(
    (cardId: string) => {
      if (!isDropClick()) onOpenCard(cardId);
    },
    [isDropClick, onOpenCard],
  );
  const handlers: ListHandlers = useMemo(
    () => ({ onOpenCard: openCard, onAddCard: actions.addCard, onRename: actions.renameList, onDelete: onDeleteList }),
    [actions, onDeleteList, openCard],
  );

  return (
    <DndContext {...drag.context}>
      <Box
        role="region"
        aria-label={t("board.lists")}
        sx={{
          display: "flex",
          alignItems: "flex-start",
          gap: 1.5,
          height: "100%",
          overflowX: "auto",
          overflowY: "hidden",
          pb: 1.5,
          px: { xs: 1, sm: 0 },
          scrollSnapType: { xs: "x mandatory", sm: "none" },
        }}
      >
        <SortableContext items={board.lists} strategy={horizontalListSortingStrategy}>
          {board.lists.map((list) => {
            const cards = columns.get(list.id) ?? list.cards;
            return (
              <BoardList
                key={list.id}
                list={list}
                cards={cards}
                labels={labels}
                activeCardId={activeCard && cards.includes(activeCard) ? activeCard.id : null}
                {...handlers}
              />
            );
          })}
        </SortableContext>
        <Box
          sx={(theme) => ({
            width: LIST_WIDTH,
            flex: "none",
            p: 1,
            borderRadius: 3,
            bgcolor: "action.hover",
            scrollSnapAlign: "center",
            ...theme.applyStyles("dark", { bgcolor: "action.selected" }),
          })}
        >
          <TextComposer
            openLabel={t("board.addList")}
            fieldLabel={t("list.titleField")}
            submitLabel={t("board.addListSubmit")}
            onAdd={actions.addList}
          />
        </Box>
      </Box>
      <DragOverlay>
        {activeCard && <CardFace card={activeCard} labels={labels} isOverlay />}
        {activeList && <ListOverlay list={activeList} />}
      </DragOverlay>
    </DndContext>
  );
}

/** A dragged list as it follows the pointer: its title and card count (its cards stay behind, faded). */
function ListOverlay({ list }: { list: BoardListData }) {
  return (
    <Box
      sx={{
        width: 272,
        p: 1.5,
        borderRadius: 3,
        bgcolor: "background.paper",
        boxShadow: 8,
        fontWeight: 600,
        cursor: "grabbing",
      }}
    >
      {list.title} · {list.cards.length}
    </Box>
  );
}
