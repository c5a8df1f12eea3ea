"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { BoardDialog } from "@/components/apps/scrumboard/board-dialog";
import type { FullBoard } from "@/lib/scrumboard/board-state";
import type { Board } from "@/lib/scrumboard/shapes";
import { BOARDS_KEY, boardKey, scrumboardApi, type BoardFields } from "@/lib/swr/use-scrumboard";

const byTitle = (a: Board, b: Board) => a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1);

/** Editing and deleting a board, from the boards page and from the board itself. */
export function useBoardEditing() {
  const t = useTranslations("scrumboardApp.boards");
  const { mutate } = useSWRConfig();
  const { deleteWithUndo } = useAppsFeedback();
  return {
    async save(id: string, fields: BoardFields) {
      const saved = await scrumboardApi.updateBoard(id, fields);
      if (!saved) throw new Error("The board is gone.");
      await mutate(
        BOARDS_KEY,
        (boards?: Board[]) => boards?.map((board) => (board.id === id ? saved : board)).sort(byTitle),
        {
          revalidate: false,
        },
      );
      await mutate(boardKey(id), (board?: FullBoard | null) => (board ? { ...board, ...saved } : board), {
        revalidate: false,
      });
    },
    remove(board: Board) {
      deleteWithUndo({
        message: t("deleted", { title: board.title }),
        hide: () =>
          void mutate(BOARDS_KEY, (boards?: Board[]) => boards?.filter((item) => item.id !== board.id), {
            revalidate: false,
          }),
        restore: () =>
          void mutate(
            BOARDS_KEY,
            (boards?: Board[]) => [...(boards ?? []).filter((item) => item.id !== board.id), board].sort(byTitle),
            { revalidate: false },
          ),
        commit: () => scrumboardApi.deleteBoard(board.id),
      });
    },
  };
}

/** The ⋮ menu of a board: edit (title, description, icon) and delete (with Undo). */
export function BoardMenu({ board, onDeleted }: { board: Board; onDeleted?: () => void }) {
  const t = useTranslations("scrumboardApp.boards");
  const router = useRouter();
  const editing = useBoardEditing();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isEditing, setEditing] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t("actions", { title: board.title })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.preventDefault();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setEditing(true);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t("edit")}
        </MenuItem>
        <MenuItem
          sx={{ color: "error.main" }}
          onClick={() => {
            setAnchor(null);
            editing.remove(board);
            if (onDeleted) onDeleted();
            else router.push("/apps/scrumboard");
          }}
        >
          <ListItemIcon sx={{ color: "inherit" }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t("delete")}
        </MenuItem>
      </Menu>
      {isEditing && (
        <BoardDialog
          initial={{ title: board.title, description: board.description, icon: board.icon }}
          onClose={() => setEditing(false)}
          onSave={async (fields) => {
            await editing.save(board.id, fields);
            setEditing(false);
          }}
        />
      )}
    </>
  );
}
