"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Add from "@mui/icons-material/Add";
import Close from "@mui/icons-material/Close";
import { TITLE_MAX } from "@/lib/scrumboard/schema";

type Props = {
  /** The closed state's button ("Add a card"). */
  openLabel: string;
  /** The field's label ("Card title"). */
  fieldLabel: string;
  /** The submit button ("Add card"). */
  submitLabel: string;
  onAdd: (title: string) => void;
  disabled?: boolean;
  /** What the closed button looks like beside the lists. */
  startIcon?: ReactNode;
  multiline?: boolean;
};

/**
 * Trello's composer at the foot of a list (and after the last list): a button that opens a field;
 * Enter adds and keeps the field open for the next one, Escape or the cross closes it.
 */
export function TextComposer({ openLabel, fieldLabel, submitLabel, onAdd, disabled, startIcon, multiline }: Props) {
  const t = useTranslations("appsCommon");
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState("");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    onAdd(trimmed);
    setTitle("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === "Enter" && !event.shiftKey) submit(event);
    if (event.key === "Escape") setOpen(false);
  };

  if (!isOpen)
    return (
      <Button
        fullWidth
        disabled={disabled}
        onClick={() => setOpen(true)}
        startIcon={startIcon ?? <Add />}
        sx={{ justifyContent: "flex-start", color: "text.secondary", px: 1.25 }}
      >
        {openLabel}
      </Button>
    );

  return (
    <Box component="form" onSubmit={submit} sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      <TextField
        autoFocus
        size="small"
        label={fieldLabel}
        value={title}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        sx={{ bgcolor: "background.paper", borderRadius: 1 }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!title.trim()}>
          {submitLabel}
        </Button>
        <IconButton size="small" onClick={() => setOpen(false)} aria-label={t("close")}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
