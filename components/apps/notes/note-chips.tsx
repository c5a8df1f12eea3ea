"use client";
import { useNow, useTranslations } from "next-intl";
import AlarmOutlined from "@mui/icons-material/AlarmOutlined";
import Cancel from "@mui/icons-material/Cancel";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { NoteLabelAnswer } from "@/lib/notes/schema";

/** How a reminder reads on a chip: "25 Nov, 14:00" (with the year when it is not this year's). */
export function useReminderText() {
  const { format } = useDateFormat();
  return (reminder: string) => {
    const isThisYear = new Date(reminder).getFullYear() === new Date().getFullYear();
    return format(reminder, isThisYear ? "dayMonthTime" : "mediumTime");
  };
}

/**
 * A note's reminder and labels as chips: read-only on a card; in the dialog, each can be removed
 * and the reminder opens its picker.
 */
export function NoteChips({
  reminder,
  labels,
  onReminderClick,
  onReminderDelete,
  onLabelDelete,
}: {
  reminder: string | null;
  labels: NoteLabelAnswer[];
  onReminderClick?: (anchor: HTMLElement) => void;
  onReminderDelete?: () => void;
  onLabelDelete?: (label: NoteLabelAnswer) => void;
}) {
  const t = useTranslations("notesApp");
  const reminderText = useReminderText();
  const now = useNow({ updateInterval: 60_000 });
  if (!reminder && labels.length === 0) return null;
  const isPast = reminder !== null && Date.parse(reminder) < now.getTime();
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
      {reminder && (
        <Chip
          size="small"
          icon={<AlarmOutlined />}
          label={reminderText(reminder)}
          title={isPast ? t("card.reminderPast") : t("dialog.reminder")}
          onClick={onReminderClick ? (event) => onReminderClick(event.currentTarget) : undefined}
          onDelete={onReminderDelete}
          deleteIcon={<Cancel titleAccess={t("dialog.removeReminder")} />}
          sx={{ maxWidth: "100%", "& .MuiChip-label": { textDecoration: isPast ? "line-through" : "none" } }}
        />
      )}
      {labels.map((label) => (
        <Chip
          key={label.id}
          size="small"
          label={label.title}
          onDelete={onLabelDelete ? () => onLabelDelete(label) : undefined}
          deleteIcon={<Cancel titleAccess={t("dialog.removeLabel", { title: label.title })} />}
          sx={{ maxWidth: "100%" }}
        />
      ))}
    </Box>
  );
}
