"use client";
import { useTranslations } from "next-intl";
import { memo } from "react";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import CheckBoxOutlineBlank from "@mui/icons-material/CheckBoxOutlineBlank";
import CheckBoxOutlined from "@mui/icons-material/CheckBoxOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { NoteChips } from "@/components/apps/notes/note-chips";
import type { NoteAnswer } from "@/lib/notes/schema";

/** A card shows this many checklist items; the rest are counted. */
const CARD_ITEMS = 8;

/** The name a note goes by: its title, else its first line of text or checklist. */
export function noteName(note: Pick<NoteAnswer, "title" | "content" | "tasks">): string {
  const first = note.title.trim() || note.content.trim().split("\n")[0] || note.tasks?.[0]?.content || "";
  return first.length > 60 ? `${first.slice(0, 57)}…` : first;
}

type Props = {
  note: NoteAnswer;
  onOpen: (note: NoteAnswer) => void;
  onArchive: (note: NoteAnswer, archived: boolean) => void;
  onDelete: (note: NoteAnswer) => void;
};

/**
 * A note on the board, as in Keep: picture, title, text (or the checklist, ticked items struck
 * through), reminder and labels. The card opens the note; archive and delete show on hover and
 * focus (always on a touch screen).
 */
export const NoteCard = memo(function NoteCard({ note, onOpen, onArchive, onDelete }: Props) {
  const t = useTranslations("notesApp");
  const name = noteName(note) || t("card.untitled");
  const tasks = note.tasks ?? [];
  const hidden = tasks.length - CARD_ITEMS;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        position: "relative",
        borderRadius: 2,
        transition: "box-shadow 150ms",
        "&:hover": { boxShadow: 3 },
        "& .note-card-actions": { opacity: 0, transition: "opacity 150ms" },
        "&:hover .note-card-actions, &:focus-within .note-card-actions": { opacity: 1 },
        "@media (hover: none)": { "& .note-card-actions": { opacity: 1 } },
      }}
    >
      {/* The whole card opens the note, but the card's content is not inside the button: a
          button's visible text must be part of its name (WCAG 2.5.3), and a heading or a list
          inside a button is flattened to one string. The button lies under the content instead. */}
      <CardActionArea
        onClick={() => onOpen(note)}
        aria-label={t("card.open", { title: name })}
        sx={{ position: "absolute", inset: 0 }}
      />
      <Box sx={{ position: "relative", pointerEvents: "none" }}>
        {note.image && (
          <Box
            component="img"
            src={note.image}
            alt=""
            loading="lazy"
            sx={{ display: "block", width: "100%", maxHeight: 260, objectFit: "cover" }}
          />
        )}
        <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 1.5, pb: 1, display: "flex", flexDirection: "column", gap: 1 }}>
          {note.title && (
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }} component="h3">
              {note.title}
            </Typography>
          )}
          {note.content && (
            <Typography
              variant="body2"
              sx={{
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                display: "-webkit-box",
                WebkitLineClamp: 10,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {note.content}
            </Typography>
          )}
          {tasks.length > 0 && (
            <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
              {tasks.slice(0, CARD_ITEMS).map((task) => (
                <Box component="li" key={task.id} sx={{ display: "flex", gap: 1, alignItems: "flex-start", py: 0.25 }}>
                  {task.completed ? (
                    <CheckBoxOutlined fontSize="small" sx={{ color: "text.secondary", mt: "1px" }} />
                  ) : (
                    <CheckBoxOutlineBlank fontSize="small" sx={{ color: "text.secondary", mt: "1px" }} />
                  )}
                  <Typography
                    variant="body2"
                    sx={{
                      overflowWrap: "anywhere",
                      textDecoration: task.completed ? "line-through" : "none",
                      color: task.completed ? "text.secondary" : "text.primary",
                    }}
                  >
                    {task.content}
                  </Typography>
                </Box>
              ))}
              {hidden > 0 && (
                <Typography variant="caption" color="text.secondary" component="li" sx={{ pl: 3.5 }}>
                  {t("card.more", { count: hidden })}
                </Typography>
              )}
            </Box>
          )}
          {!note.title && !note.content && tasks.length === 0 && !note.image && (
            <Typography variant="body2" color="text.secondary">
              {t("card.empty")}
            </Typography>
          )}
          <NoteChips reminder={note.reminder} labels={note.labels} />
        </Box>
      </Box>
      <Box
        className="note-card-actions"
        sx={{ position: "relative", display: "flex", justifyContent: "flex-end", px: 0.5, pb: 0.5 }}
      >
        <Tooltip title={note.archived ? t("card.unarchive") : t("card.archive")}>
          <IconButton
            size="small"
            aria-label={`${note.archived ? t("card.unarchive") : t("card.archive")}: ${name}`}
            onClick={() => onArchive(note, !note.archived)}
          >
            {note.archived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t("card.delete")}>
          <IconButton size="small" aria-label={`${t("card.delete")}: ${name}`} onClick={() => onDelete(note)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
});
