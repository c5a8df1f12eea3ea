"use client";
import { useState, type KeyboardEvent } from "react";
import InputBase from "@mui/material/InputBase";
import { TITLE_MAX } from "@/lib/scrumboard/schema";

type Props = {
  value: string;
  /** The field's accessible name ("List title"). */
  label: string;
  onSave: (title: string) => void;
  onDone: () => void;
};

/**
 * A title edited in place (Trello's list and card titles): Enter or leaving the field saves a
 * changed, non-empty title; Escape puts the old one back.
 */
export function InlineTitle({ value, label, onSave, onDone }: Props) {
  const [draft, setDraft] = useState(value);
  const finish = (isSaved: boolean) => {
    const title = draft.trim();
    if (isSaved && title && title !== value) onSave(title);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true);
    }
    if (event.key === "Escape") {
      event.preventDefault();
      finish(false);
    }
  };
  return (
    <InputBase
      autoFocus
      fullWidth
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={onKeyDown}
      onFocus={(event) => event.target.select()}
      inputProps={{ "aria-label": label, maxLength: TITLE_MAX }}
      sx={{
        px: 1,
        py: 0.25,
        fontWeight: 600,
        fontSize: "0.95rem",
        borderRadius: 1,
        bgcolor: "background.paper",
        boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
      }}
    />
  );
}
