"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";

/** Asks for a link's address (⌘/Ctrl+K or the toolbar's link button); Enter applies it. */
export function RichTextLinkDialog({
  open,
  url,
  onUrlChange,
  onClose,
  onApply,
}: {
  open: boolean;
  url: string;
  onUrlChange: (url: string) => void;
  onClose: () => void;
  onApply: () => void;
}) {
  const t = useTranslations("events.editor.richText");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <DialogTitle>{t("linkTitle")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label={t("linkUrl")}
            type="url"
            value={url}
            onChange={(event) => onUrlChange(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained">
            {t("apply")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
