"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";

/** A date-time as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Tomorrow at 8:00, Keep's first suggestion. */
function tomorrowMorning(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(8, 0, 0, 0);
  return date.toISOString();
}

/** Picks the reminder's date and time, or removes it. */
export function NoteReminderPopover({
  anchor,
  onClose,
  reminder,
  onChange,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  reminder: string | null;
  onChange: (reminder: string | null) => void;
}) {
  const t = useTranslations("notesApp.dialog");
  const [value, setValue] = useState(() => toLocalInput(reminder ?? tomorrowMorning()));
  const date = value ? new Date(value) : null;
  const isValid = date !== null && !Number.isNaN(date.getTime());
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "top", horizontal: "left" }}
      transformOrigin={{ vertical: "bottom", horizontal: "left" }}
    >
      <Box
        component="form"
        sx={{ p: 2, display: "flex", flexDirection: "column", gap: 2, width: 280 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValid) return;
          onChange(date.toISOString());
          onClose();
        }}
      >
        <TextField
          type="datetime-local"
          label={t("reminder")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          autoFocus
          size="small"
        />
        <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
          {reminder ? (
            <Button
              color="inherit"
              onClick={() => {
                onChange(null);
                onClose();
              }}
            >
              {t("removeReminder")}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" disabled={!isValid}>
            {t("setReminder")}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}
