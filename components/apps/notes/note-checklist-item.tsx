"use client";
import { useTranslations } from "next-intl";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Close from "@mui/icons-material/Close";
import DragIndicator from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Tooltip from "@mui/material/Tooltip";
import { NOTE_TASK_CONTENT_MAX, type NoteTask } from "@/lib/notes/schema";

/** One checklist item: drag handle, tick, text (struck through when ticked) and remove. */
export function ChecklistItem({
  task,
  inputRef,
  onChange,
  onRemove,
  onEnter,
}: {
  task: NoteTask;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (fields: Partial<NoteTask>) => void;
  /** `focusPrevious`: removed with Backspace in an empty item, so the caret goes up a line. */
  onRemove: (focusPrevious: boolean) => void;
  onEnter: () => void;
}) {
  const t = useTranslations("notesApp.checklist");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  const name = task.content.trim() || t("emptyItem");
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 0.25,
        pr: 0.5,
        borderRadius: 1,
        position: "relative",
        zIndex: isDragging ? 1 : undefined,
        bgcolor: isDragging ? "background.paper" : undefined,
        boxShadow: isDragging ? 4 : undefined,
        "& .note-item-remove": { opacity: 0 },
        "&:hover .note-item-remove, &:focus-within .note-item-remove": { opacity: 1 },
        "@media (hover: none)": { "& .note-item-remove": { opacity: 1 } },
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        {...attributes}
        {...listeners}
        aria-label={t("move", { item: name })}
        sx={{ cursor: isDragging ? "grabbing" : "grab", color: "text.disabled", touchAction: "none" }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Checkbox
        size="small"
        checked={task.completed}
        onChange={(event) => onChange({ completed: event.target.checked })}
        slotProps={{ input: { "aria-label": name } }}
        sx={{ p: 0.75 }}
      />
      <InputBase
        inputRef={inputRef}
        value={task.content}
        multiline
        onChange={(event) => onChange({ content: event.target.value.replace(/\n/g, " ") })}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          } else if (event.key === "Backspace" && task.content === "") {
            event.preventDefault();
            onRemove(true);
          }
        }}
        slotProps={{ input: { "aria-label": t("itemText", { item: name }), maxLength: NOTE_TASK_CONTENT_MAX } }}
        sx={{
          flex: 1,
          py: 0.5,
          textDecoration: task.completed ? "line-through" : "none",
          color: task.completed ? "text.secondary" : "text.primary",
        }}
      />
      <Tooltip title={t("remove", { item: name })}>
        <IconButton
          className="note-item-remove"
          size="small"
          aria-label={t("remove", { item: name })}
          onClick={() => onRemove(false)}
        >
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
