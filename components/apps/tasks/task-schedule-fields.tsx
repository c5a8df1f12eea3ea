"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CloseRounded from "@mui/icons-material/CloseRounded";
import FlagRounded from "@mui/icons-material/FlagRounded";
import { PRIORITY_KEYS, priorityColor, useDueLabel } from "@/components/apps/tasks/task-format";
import { dueDay, localDay } from "@/lib/tasks/due-date";
import { TASK_PRIORITIES, type TaskPriority } from "@/lib/tasks/schema";
import { DateField } from "@/components/ui/date-field";

/** Today plus `days`, as the calendar day the date field and the API take. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
}

const QUICK_DAYS = [
  ["today", 0],
  ["tomorrow", 1],
  ["nextWeek", 7],
] as const;

/** The due day (a date field, with Today, Tomorrow and Next week) and the priority (low, normal, high). */
export function TaskScheduleFields({
  dueDate,
  priority,
  isCompleted,
  onDueChange,
  onPriorityChange,
}: {
  dueDate: string | null;
  priority: TaskPriority;
  isCompleted: boolean;
  /** A calendar day ("2031-03-01"), or null for none. */
  onDueChange: (day: string | null) => void;
  onPriorityChange: (priority: TaskPriority) => void;
}) {
  const t = useTranslations("tasksApp");
  const dueLabel = useDueLabel();
  const day = dueDate ? dueDay(dueDate) : "";
  const due = dueDate ? dueLabel(dueDate) : null;
  const isOverdue = due?.status === "overdue" && !isCompleted;

  return (
    <>
      <Box>
        <DateField
          size="small"
          fullWidth
          label={t("due.label")}
          value={day}
          onChange={(value) => onDueChange(value || null)}
          error={isOverdue}
          helperText={isOverdue && due ? t("due.overdueOn", { date: due.text }) : undefined}
          endActions={
            day ? (
              <Tooltip title={t("due.clear")}>
                <IconButton size="small" onClick={() => onDueChange(null)} aria-label={t("due.clear")}>
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : undefined
          }
        />
        <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", mt: 1 }}>
          {QUICK_DAYS.map(([key, days]) => {
            const quickDay = dayFromToday(days);
            return (
              <Chip
                key={key}
                size="small"
                label={t(`due.${key}`)}
                variant={quickDay === day ? "filled" : "outlined"}
                color={quickDay === day ? "primary" : "default"}
                onClick={() => onDueChange(quickDay)}
              />
            );
          })}
        </Box>
      </Box>
      <Box>
        <Typography id="task-priority-label" variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {t("priority.label")}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={priority}
          onChange={(_event, next: TaskPriority | null) => next !== null && onPriorityChange(next)}
          aria-labelledby="task-priority-label"
        >
          {TASK_PRIORITIES.map((value) => (
            <ToggleButton key={value} value={value} sx={{ gap: 0.75, textTransform: "none" }}>
              <FlagRounded fontSize="small" sx={{ color: priorityColor(value) }} aria-hidden />
              {t(`priority.${PRIORITY_KEYS[value]}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </>
  );
}
