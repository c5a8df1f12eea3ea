"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import CalendarTodayOutlined from "@mui/icons-material/CalendarTodayOutlined";
import ChecklistRounded from "@mui/icons-material/ChecklistRounded";
import FlagRounded from "@mui/icons-material/FlagRounded";
import NotesRounded from "@mui/icons-material/NotesRounded";
import SellOutlined from "@mui/icons-material/SellOutlined";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { PRIORITY_KEYS, useDueLabel } from "@/components/apps/tasks/task-format";
import type { TaskAnswer } from "@/lib/tasks/schema";

const itemSx = { display: "inline-flex", alignItems: "center", gap: 0.5, "& svg": { fontSize: 15 } } as const;

/** The line under a task's title: due date, priority when not normal, sub-tasks done, notes, tags. */
export function TaskRowMeta({ task, tagTitles }: { task: TaskAnswer; tagTitles: ReadonlyMap<string, string> }) {
  const t = useTranslations("tasksApp");
  const dueLabel = useDueLabel();
  const due = task.dueDate ? dueLabel(task.dueDate) : null;
  const doneSubTasks = task.subTasks.filter((subTask) => subTask.completed).length;
  const tags = task.tags.map((id) => tagTitles.get(id)).filter((title): title is string => Boolean(title));
  if (!due && task.priority === 1 && task.subTasks.length === 0 && !task.notes.trim() && tags.length === 0) return null;
  const dueColor =
    due?.status === "overdue" && !task.completed
      ? "error.main"
      : due?.status === "today" && !task.completed
        ? "success.main"
        : "text.secondary";
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.25, mt: 0.25, color: "text.secondary" }}>
      {due && (
        <Typography variant="caption" sx={{ ...itemSx, color: dueColor }}>
          <CalendarTodayOutlined aria-hidden />
          {due.status === "overdue" && !task.completed ? t("due.overdueOn", { date: due.text }) : due.text}
        </Typography>
      )}
      {task.priority !== 1 && (
        <Typography variant="caption" sx={{ ...itemSx, color: task.priority === 2 ? "error.main" : "info.main" }}>
          <FlagRounded aria-hidden />
          {t(`priority.${PRIORITY_KEYS[task.priority]}`)}
        </Typography>
      )}
      {task.subTasks.length > 0 && (
        <Typography variant="caption" sx={itemSx}>
          <ChecklistRounded aria-hidden />
          <span aria-hidden>
            {doneSubTasks}/{task.subTasks.length}
          </span>
          <VisuallyHidden>{t("row.subTasks", { done: doneSubTasks, total: task.subTasks.length })}</VisuallyHidden>
        </Typography>
      )}
      {task.notes.trim() && (
        <Typography variant="caption" sx={itemSx}>
          <NotesRounded aria-hidden />
          <VisuallyHidden>{t("row.hasNotes")}</VisuallyHidden>
        </Typography>
      )}
      {tags.map((title) => (
        <Typography key={title} variant="caption" sx={{ ...itemSx, maxWidth: 160 }} noWrap>
          <SellOutlined aria-hidden />
          {title}
        </Typography>
      ))}
    </Box>
  );
}
