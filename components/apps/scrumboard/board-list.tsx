"use client";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import DragIndicator from "@mui/icons-material/DragIndicator";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreHoriz from "@mui/icons-material/MoreHoriz";
import { InlineTitle } from "@/components/apps/scrumboard/inline-title";
import { ListCards } from "@/components/apps/scrumboard/list-cards";
import { TextComposer } from "@/components/apps/scrumboard/text-composer";
import { isProvisional } from "@/components/apps/scrumboard/use-board-actions";
import type { BoardCard, BoardLabel, BoardList as BoardListData } from "@/lib/scrumboard/board-state";

/** A column's width: a fixed 272 px (Trello's) from the tablet up, the screen less a peek of the next on a phone. */
export const LIST_WIDTH = { xs: "calc(100vw - 56px)", sm: 272 } as const;

export type ListHandlers = {
  onOpenCard: (cardId: string) => void;
  onAddCard: (listId: string, title: string) => void;
  onRename: (listId: string, title: string) => void;
  onDelete: (listId: string) => void;
};

type Props = ListHandlers & {
  list: BoardListData;
  cards: BoardCard[];
  labels: Map<string, BoardLabel>;
  activeCardId: string | null;
};

/** One list of the board: its title (renamed in place), its cards by position, and the composer at its foot. */
export const BoardList = memo(function BoardList({ list, cards, labels, activeCardId, ...handlers }: Props) {
  const t = useTranslations("scrumboardApp.list");
  const [isRenaming, setRenaming] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isSaving = isProvisional(list.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: list.id,
    data: { type: "list" },
    disabled: isSaving,
  });

  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-label={list.title}
      sx={(theme) => ({
        width: LIST_WIDTH,
        flex: "none",
        maxHeight: "100%",
        display: "flex",
        flexDirection: "column",
        borderRadius: 3,
        bgcolor: `rgba(${theme.vars?.palette.text.primaryChannel} / 0.06)`,
        scrollSnapAlign: "center",
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        ...theme.applyStyles("dark", { bgcolor: `rgba(${theme.vars?.palette.text.primaryChannel} / 0.07)` }),
      })}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, pl: 0.5, pr: 0.5, pt: 1, pb: 1, minHeight: 48 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={t("move", { title: list.title })}
          sx={{ cursor: "grab", color: "text.secondary", touchAction: "none" }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {isRenaming ? (
            <InlineTitle
              value={list.title}
              label={t("titleField")}
              onSave={(title) => handlers.onRename(list.id, title)}
              onDone={() => setRenaming(false)}
            />
          ) : (
            <Typography
              component="h2"
              onClick={() => !isSaving && setRenaming(true)}
              sx={{ fontWeight: 600, fontSize: "0.95rem", px: 0.5, cursor: "text", overflowWrap: "anywhere" }}
            >
              {list.title}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" aria-label={t("cardCount", { count: cards.length })}>
          {cards.length}
        </Typography>
        <IconButton
          size="small"
          disabled={isSaving}
          aria-label={t("actions", { title: list.title })}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreHoriz fontSize="small" />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setRenaming(true);
            }}
          >
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            {t("rename")}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              handlers.onDelete(list.id);
            }}
            sx={{ color: "error.main" }}
          >
            <ListItemIcon sx={{ color: "inherit" }}>
              <DeleteOutline fontSize="small" />
            </ListItemIcon>
            {t("delete")}
          </MenuItem>
        </Menu>
      </Box>
      <ListCards
        listId={list.id}
        cards={cards}
        labels={labels}
        activeCardId={activeCardId}
        onOpenCard={handlers.onOpenCard}
      />
      <Box sx={{ p: 1 }}>
        <TextComposer
          openLabel={t("addCard")}
          fieldLabel={t("cardTitle")}
          submitLabel={t("addCardSubmit")}
          disabled={isSaving}
          multiline
          onAdd={(title) => handlers.onAddCard(list.id, title)}
        />
      </Box>
    </Box>
  );
});
