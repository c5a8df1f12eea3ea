"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { LabelEditorRow, type LabelColor, type LabelValue } from "@/components/apps/shared/label-editor-row";
import { useConfirm } from "@/components/ui/confirmation";

export type ManagedLabel = { id: string; title: string; color?: string };

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  items: ManagedLabel[];
  /** With colours, each label gets a colour picker (mail labels); without, titles only (tags). */
  colors?: LabelColor[];
  onCreate: (value: LabelValue) => Promise<unknown>;
  onUpdate: (id: string, value: LabelValue) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** Said when deleting asks to confirm ("It is removed from every contact."). */
  deleteNote?: string;
  maxLength?: number;
};

/**
 * Add, rename, recolour and delete an app's labels or tags. Titles are checked here the way the
 * servers check them (required, not too long) plus one thing they do not: two labels of the same
 * name, which would be indistinguishable in every picker.
 */
export function LabelManagerDialog({
  open,
  onClose,
  title,
  items,
  colors,
  onCreate,
  onUpdate,
  onDelete,
  deleteNote,
  maxLength = 40,
}: Props) {
  const t = useTranslations("appsCommon.labels");
  const confirm = useConfirm();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const [error, setError] = useState<string | null>(null);

  const validate = (value: LabelValue, id?: string): string | null => {
    const trimmed = value.title.trim();
    if (!trimmed) return t("required");
    if (trimmed.length > maxLength) return t("tooLong", { max: maxLength });
    const folded = trimmed.toLocaleLowerCase();
    if (items.some((item) => item.id !== id && item.title.trim().toLocaleLowerCase() === folded)) return t("taken");
    return null;
  };

  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch {
      setError(t("failed"));
      return false;
    }
  };

  const remove = async (item: ManagedLabel) => {
    const isConfirmed = await confirm({
      title: t("deleteTitle", { title: item.title }),
      message: deleteNote ?? t("deleteMessage"),
      icon: { name: "warning", color: "error" },
      actions: { confirm: { label: t("delete"), color: "error" } },
    });
    if (isConfirmed) await run(() => onDelete(item.id));
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 2 } }}>
        <LabelEditorRow
          key={`new-${items.length}`}
          mode="create"
          initial={{ title: "", color: colors?.[0]?.value }}
          colors={colors}
          maxLength={maxLength}
          validate={(value) => validate(value)}
          onSave={(value) => run(() => onCreate({ ...value, title: value.title.trim() }))}
        />
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 1, py: 2 }}>
            {t("empty")}
          </Typography>
        ) : (
          <List dense aria-label={title}>
            {items.map((item) => (
              <LabelEditorRow
                key={item.id}
                mode="edit"
                initial={{ title: item.title, color: item.color }}
                colors={colors}
                maxLength={maxLength}
                validate={(value) => validate(value, item.id)}
                onSave={(value) => run(() => onUpdate(item.id, { ...value, title: value.title.trim() }))}
                onDelete={() => void remove(item)}
              />
            ))}
          </List>
        )}
        {error && (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 1, pt: 1 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t("done")}</Button>
      </DialogActions>
    </Dialog>
  );
}
