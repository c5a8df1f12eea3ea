"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { BOARD_ICONS, BoardIcon } from "@/components/apps/scrumboard/board-icons";
import { TITLE_MAX } from "@/lib/scrumboard/schema";
import type { BoardFields } from "@/lib/swr/use-scrumboard";

type Props = {
  /** Editing a board: its fields; a new board: nothing. */
  initial?: BoardFields;
  onClose: () => void;
  /** Resolves once saved; a rejection keeps the dialog open with a message. */
  onSave: (fields: BoardFields) => Promise<unknown>;
};

/** A new board, or a board's title, description and icon. */
export function BoardDialog({ initial, onClose, onSave }: Props) {
  const t = useTranslations("scrumboardApp.boardDialog");
  const tCommon = useTranslations("appsCommon");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [icon, setIcon] = useState(initial?.icon ?? BOARD_ICONS[0].name);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The title's error shows once a save was tried, not while the field is first filled in. */
  const [isTouched, setTouched] = useState(false);
  const titleError = isTouched && !title.trim() ? t("titleRequired") : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!title.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onSave({ title: title.trim(), description: description.trim() || null, icon });
    } catch {
      setError(t("failed"));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: "contents" }}>
        <DialogTitle>{initial ? t("editTitle") : t("newTitle")}</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2.5, pt: "8px !important" }}>
          <TextField
            autoFocus
            required
            label={t("title")}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(titleError)}
            helperText={titleError}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <TextField
            label={t("description")}
            value={description}
            multiline
            minRows={2}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Box>
            <Typography id="board-icon-label" variant="subtitle2" sx={{ mb: 1 }}>
              {t("icon")}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={icon}
              onChange={(_event, value: string | null) => value && setIcon(value)}
              aria-labelledby="board-icon-label"
              sx={{
                flexWrap: "wrap",
                gap: 0.5,
                "& .MuiToggleButton-root": { border: 1, borderColor: "divider", borderRadius: "8px !important" },
              }}
            >
              {BOARD_ICONS.map(({ name, key }) => (
                <ToggleButton key={name} value={name} aria-label={t(`icons.${key}`)} size="small">
                  <BoardIcon name={name} />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{tCommon("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {initial ? tCommon("save") : t("create")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
