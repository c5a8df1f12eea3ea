"use client";
import { useTranslations } from "next-intl";
import { memo, type KeyboardEvent } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import AccessTime from "@mui/icons-material/AccessTime";
import Notes from "@mui/icons-material/Notes";
import { isProvisional } from "@/components/apps/scrumboard/use-board-actions";
import { labelSx } from "@/components/apps/scrumboard/label-colors";
import { isOverdue, type BoardCard, type BoardLabel } from "@/lib/scrumboard/board-state";
import { useDateFormat } from "@/lib/dates/use-date-format";

type FaceProps = { card: BoardCard; labels: Map<string, BoardLabel>; isOverlay?: boolean };

/** The due date badge: red with "overdue" once its day has passed (spec section 3, `dueDate`). */
export function DueBadge({ dueDate, size = "small" }: { dueDate: string; size?: "small" | "medium" }) {
  const t = useTranslations("scrumboardApp.card");
  const { format } = useDateFormat();
  const isLate = isOverdue(dueDate);
  const day = format(dueDate, "dayMonth", "UTC");
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        typography: size === "small" ? "caption" : "body2",
        fontWeight: 600,
        color: "text.secondary",
        ...(isLate && {
          bgcolor: theme.palette.error.main,
          color: theme.palette.error.contrastText,
        }),
      })}
    >
      <AccessTime sx={{ fontSize: size === "small" ? 14 : 18 }} aria-hidden />
      {isLate ? t("overdueOn", { date: day }) : t("dueOn", { date: day })}
    </Box>
  );
}

/** What a card shows on the board: its labels, title, due date and a mark when it has a description. */
export function CardFace({ card, labels, isOverlay }: FaceProps) {
  const t = useTranslations("scrumboardApp.card");
  const cardLabels = card.labels.flatMap((id) => labels.get(id) ?? []);
  return (
    <Paper
      elevation={isOverlay ? 8 : 0}
      sx={(theme) => ({
        p: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: "divider",
        boxShadow: isOverlay ? undefined : "0 1px 1px rgba(9,30,66,0.18)",
        cursor: isOverlay ? "grabbing" : "pointer",
        transform: isOverlay ? "rotate(2deg)" : undefined,
        "&:hover": { borderColor: "text.secondary" },
        ...theme.applyStyles("dark", {
          borderColor: "rgba(255,255,255,0.08)",
          boxShadow: isOverlay ? undefined : "none",
          "&:hover": { borderColor: "text.secondary" },
        }),
      })}
    >
      {cardLabels.length > 0 && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: 0.75 }}>
          {cardLabels.map((label) => (
            <Box
              key={label.id}
              component="span"
              sx={[
                { px: 0.75, borderRadius: 0.75, typography: "caption", fontWeight: 600, lineHeight: "18px" },
                labelSx(label.id) as object,
              ]}
            >
              {label.title}
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
        {card.title}
      </Typography>
      {(card.dueDate || card.description) && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.75, color: "text.secondary" }}>
          {card.dueDate && <DueBadge dueDate={card.dueDate} />}
          {card.description && (
            <Tooltip title={t("hasDescription")}>
              <Notes sx={{ fontSize: 16 }} aria-label={t("hasDescription")} />
            </Tooltip>
          )}
        </Box>
      )}
    </Paper>
  );
}

type SortableProps = FaceProps & { onOpen: (cardId: string) => void };

/**
 * A card on the board: dragged by mouse, touch (press and hold) or keyboard (Space picks up,
 * arrows move, Space drops, Escape cancels); a click or Enter opens it.
 */
export const SortableCard = memo(function SortableCard({ card, labels, onOpen }: SortableProps) {
  const isSaving = isProvisional(card.id);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: "card" },
    disabled: isSaving,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === "Enter" && !event.defaultPrevented && !isSaving) onOpen(card.id);
  };
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => !isSaving && onOpen(card.id)}
      aria-busy={isSaving || undefined}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : isSaving ? 0.7 : 1,
        touchAction: "manipulation",
        borderRadius: 2,
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 1 },
      }}
    >
      <CardFace card={card} labels={labels} />
    </Box>
  );
});
