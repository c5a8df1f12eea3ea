"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import InputBase from "@mui/material/InputBase";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { NOTE_LABEL_TITLE_MAX, NOTE_LABELS_MAX, type NoteLabelAnswer } from "@/lib/notes/schema";

/**
 * Keep's "Label note" menu: tick the note's labels, type to filter them, and create a label from
 * what was typed when none has that name.
 */
export function NoteLabelsMenu({
  anchor,
  onClose,
  labels,
  selected,
  onChange,
  onCreate,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  labels: NoteLabelAnswer[];
  selected: NoteLabelAnswer[];
  onChange: (labels: NoteLabelAnswer[]) => void;
  /** Creates the label and answers it (null when that failed). */
  onCreate: (title: string) => Promise<NoteLabelAnswer | null>;
}) {
  const t = useTranslations("notesApp.dialog");
  const [filter, setFilter] = useState("");
  const [isCreating, setCreating] = useState(false);
  const folded = filter.trim().toLocaleLowerCase();
  const shown = labels.filter((label) => label.title.toLocaleLowerCase().includes(folded));
  const canCreate = folded !== "" && !labels.some((label) => label.title.trim().toLocaleLowerCase() === folded);
  const isSelected = (label: NoteLabelAnswer) => selected.some((item) => item.id === label.id);
  const isFull = selected.length >= NOTE_LABELS_MAX;

  const toggle = (label: NoteLabelAnswer) =>
    onChange(isSelected(label) ? selected.filter((item) => item.id !== label.id) : [...selected, label]);
  const create = async () => {
    setCreating(true);
    const label = await onCreate(filter.trim());
    setCreating(false);
    if (label) {
      setFilter("");
      if (!isFull) onChange([...selected, label]);
    }
  };

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 260, maxHeight: 380 } }, list: { "aria-label": t("labelNote") } }}
    >
      <Box sx={{ px: 2, pt: 0.5, pb: 1 }} onKeyDown={(event) => event.stopPropagation()}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t("labelNote")}
        </Typography>
        <InputBase
          autoFocus
          value={filter}
          placeholder={t("labelFilter")}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && canCreate && !isCreating) void create();
          }}
          slotProps={{ input: { "aria-label": t("labelFilter"), maxLength: NOTE_LABEL_TITLE_MAX } }}
          sx={{ width: "100%", fontSize: 14 }}
        />
      </Box>
      {shown.map((label) => (
        <MenuItem
          key={label.id}
          dense
          role="menuitemcheckbox"
          aria-checked={isSelected(label)}
          disabled={isFull && !isSelected(label)}
          onClick={() => toggle(label)}
        >
          <ListItemIcon>
            <Checkbox size="small" checked={isSelected(label)} tabIndex={-1} disableRipple sx={{ p: 0 }} />
          </ListItemIcon>
          <ListItemText primary={label.title} slotProps={{ primary: { noWrap: true } }} />
        </MenuItem>
      ))}
      {labels.length === 0 && !canCreate && (
        <MenuItem dense disabled>
          {t("noLabels")}
        </MenuItem>
      )}
      {canCreate && (
        <MenuItem dense disabled={isCreating} onClick={() => void create()}>
          <ListItemIcon>
            <Add fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t("createLabel", { title: filter.trim() })}
            slotProps={{ primary: { noWrap: true } }}
          />
        </MenuItem>
      )}
    </Menu>
  );
}
