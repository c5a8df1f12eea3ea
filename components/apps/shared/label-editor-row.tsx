"use client";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Add from "@mui/icons-material/Add";
import Check from "@mui/icons-material/Check";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";

export type LabelValue = { title: string; color?: string };
/** A colour a label may have: the value stored, how it is painted, and its name for screen readers. */
export type LabelColor = { value: string; css: string; label: string };

type Props = {
  mode: "create" | "edit";
  initial: LabelValue;
  colors?: LabelColor[];
  maxLength: number;
  validate: (value: LabelValue) => string | null;
  /** Resolves true when saved (a new label's field is then cleared by its remount). */
  onSave: (value: LabelValue) => Promise<boolean>;
  onDelete?: () => void;
};

/** One line of the label manager: the colour, the title (Enter or the tick saves) and delete. */
export function LabelEditorRow({ mode, initial, colors, maxLength, validate, onSave, onDelete }: Props) {
  const t = useTranslations("appsCommon.labels");
  const [value, setValue] = useState<LabelValue>(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [colorMenu, setColorMenu] = useState<HTMLElement | null>(null);
  const isChanged = value.title !== initial.title || value.color !== initial.color;
  const current = colors?.find((color) => color.value === value.color);

  const save = async (next: LabelValue = value) => {
    const problem = validate(next);
    setError(problem);
    if (problem || isSaving) return;
    setSaving(true);
    const isSaved = await onSave(next);
    setSaving(false);
    // A rename the server refused shows the saved title again; a new label keeps what was typed.
    if (!isSaved && mode === "edit") setValue(initial);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      if (isChanged || mode === "create") void save();
    } else if (event.key === "Escape" && isChanged) {
      event.stopPropagation();
      setValue(initial);
      setError(null);
    }
  };

  const fieldLabel = mode === "create" ? t("newLabel") : t("labelTitle", { title: initial.title });
  return (
    <ListItem component="div" disableGutters sx={{ gap: 1, alignItems: "flex-start", px: 1 }}>
      {colors && (
        <>
          <Tooltip title={t("color")}>
            <IconButton
              aria-label={t("colorOf", { title: value.title || t("newLabel") })}
              onClick={(event) => setColorMenu(event.currentTarget)}
              sx={{ mt: 0.5 }}
            >
              <Box sx={{ width: 18, height: 18, borderRadius: "50%", bgcolor: current?.css ?? "grey.400" }} />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={colorMenu} open={Boolean(colorMenu)} onClose={() => setColorMenu(null)}>
            {colors.map((color) => (
              <MenuItem
                key={color.value}
                selected={color.value === value.color}
                aria-label={color.label}
                onClick={() => {
                  setColorMenu(null);
                  const next = { ...value, color: color.value };
                  setValue(next);
                  if (mode === "edit") void save(next);
                }}
              >
                <Box sx={{ width: 20, height: 20, borderRadius: "50%", bgcolor: color.css }} />
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <TextField
        size="small"
        fullWidth
        value={value.title}
        placeholder={mode === "create" ? t("newLabel") : undefined}
        onChange={(event) => setValue({ ...value, title: event.target.value })}
        onKeyDown={onKeyDown}
        onBlur={() => mode === "edit" && isChanged && void save()}
        error={Boolean(error)}
        helperText={error ?? undefined}
        disabled={isSaving}
        slotProps={{ htmlInput: { "aria-label": fieldLabel, maxLength: maxLength + 1 } }}
      />
      {mode === "create" ? (
        <Tooltip title={t("add")}>
          <span>
            <IconButton aria-label={t("add")} onClick={() => void save()} disabled={isSaving} sx={{ mt: 0.25 }}>
              <Add />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <>
          {isChanged && (
            <Tooltip title={t("save")}>
              <IconButton aria-label={t("save")} onClick={() => void save()} sx={{ mt: 0.25 }}>
                <Check />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t("delete")}>
            <IconButton aria-label={t("deleteNamed", { title: initial.title })} onClick={onDelete} sx={{ mt: 0.25 }}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </>
      )}
    </ListItem>
  );
}
