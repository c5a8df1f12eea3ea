"use client";
import { useTranslations } from "next-intl";
import { memo } from "react";
import type { DraggableAttributes } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import AddRounded from "@mui/icons-material/AddRounded";
import CheckCircle from "@mui/icons-material/CheckCircle";
import DragIndicator from "@mui/icons-material/DragIndicator";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { TaskRowMeta } from "@/components/apps/tasks/task-row-meta";
import { priorityColor } from "@/components/apps/tasks/task-format";
import type { TaskAnswer } from "@/lib/tasks/schema";

export type RowHandlers = {
  onOpen: (id: string) => void;
  onToggle: (task: TaskAnswer) => void;
  onAddToSection: (sectionId: string) => void;
};

type ViewProps = RowHandlers & {
  task: TaskAnswer;
  tagTitles: ReadonlyMap<string, string>;
  isSelected: boolean;
  /** A section's tasks still to do. */
  remaining?: number;
  /** The drag handle's props (the sortable's listeners and attributes: stable objects); none on the drag overlay. */
  handleRef?: (element: HTMLElement | null) => void;
  handleAttributes?: DraggableAttributes;
  handleListeners?: ReturnType<typeof useSortable>["listeners"];
  /** The copy that follows the pointer. */
  isOverlay?: boolean;
};

/**
 * One row of the list: a task (tick, title, due date, sub-tasks, tags) or a section header.
 * Memoised with stable props only, so the sortable's context changes (every row that mounts while
 * the list scrolls registers itself) re-render the thin wrapper below and not this.
 */
export const TaskRowView = memo(function TaskRowView({
  task,
  tagTitles,
  isSelected,
  remaining,
  handleRef,
  handleAttributes,
  handleListeners,
  isOverlay,
  onOpen,
  onToggle,
  onAddToSection,
}: ViewProps) {
  const t = useTranslations("tasksApp");
  const isSection = task.type === "section";
  const title = task.title.trim() || (isSection ? t("untitledSection") : t("untitled"));
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: isSection ? "center" : "flex-start",
        gap: 0.25,
        pl: 0.5,
        pr: 1,
        py: isSection ? 1 : 0.5,
        mt: isSection ? 1 : 0,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: isSelected ? "action.selected" : "background.paper",
        boxShadow: isOverlay ? 8 : "none",
        borderRadius: isOverlay ? 1 : 0,
        "&:hover .task-drag-handle, & .task-drag-handle:focus-visible": { opacity: 1 },
      }}
    >
      <IconButton
        {...handleAttributes}
        {...handleListeners}
        ref={handleRef}
        className="task-drag-handle"
        size="small"
        aria-label={t("row.drag", { title })}
        sx={{
          mt: isSection ? 0 : 0.5,
          cursor: isOverlay ? "grabbing" : "grab",
          touchAction: "none",
          color: "text.secondary",
          opacity: { xs: 0.7, md: isOverlay ? 1 : 0 },
        }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      {isSection ? (
        <>
          <ButtonBase
            onClick={() => onOpen(task.id)}
            aria-current={isSelected || undefined}
            sx={{ borderRadius: 1, px: 0.75, py: 0.5, minWidth: 0, justifyContent: "flex-start" }}
          >
            <Typography
              component="h2"
              variant="subtitle1"
              noWrap
              sx={{ fontWeight: 700, color: task.title.trim() ? "text.primary" : "text.secondary" }}
            >
              {title}
            </Typography>
          </ButtonBase>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, whiteSpace: "nowrap" }}>
            {remaining ?? 0}
          </Typography>
          <Tooltip title={t("section.addTask")}>
            <IconButton
              size="small"
              onClick={() => onAddToSection(task.id)}
              aria-label={t("section.addTaskTo", { title })}
            >
              <AddRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ) : (
        <>
          <Checkbox
            checked={task.completed}
            onChange={() => onToggle(task)}
            icon={<RadioButtonUnchecked />}
            checkedIcon={<CheckCircle />}
            slotProps={{ input: { "aria-label": t("row.complete", { title }) } }}
            sx={{ p: 1, color: priorityColor(task.priority), "&.Mui-checked": { color: "text.disabled" } }}
          />
          <ButtonBase
            onClick={() => onOpen(task.id)}
            aria-current={isSelected || undefined}
            sx={{ flex: 1, minWidth: 0, display: "block", textAlign: "left", borderRadius: 1, px: 0.75, py: 0.75 }}
          >
            <Typography
              noWrap
              sx={{
                textDecoration: task.completed ? "line-through" : "none",
                color: task.completed || !task.title.trim() ? "text.secondary" : "text.primary",
              }}
            >
              {title}
            </Typography>
            <TaskRowMeta task={task} tagTitles={tagTitles} />
          </ButtonBase>
        </>
      )}
    </Box>
  );
});

type SortableProps = Omit<ViewProps, "handleRef" | "handleAttributes" | "handleListeners" | "isOverlay">;

/**
 * A row that can be dragged by its handle (pointer, or keyboard: space, arrows, space). Only this
 * wrapper (a plain element with the sortable's transform) follows the drag state; the row itself
 * re-renders when its own task changes, which keeps a long list fluid.
 */
export const SortableTaskRow = memo(function SortableTaskRow(props: SortableProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.task.id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
    >
      <TaskRowView
        {...props}
        handleRef={setActivatorNodeRef}
        handleAttributes={attributes}
        handleListeners={listeners}
      />
    </div>
  );
});
