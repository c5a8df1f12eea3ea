"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import AddAlertOutlined from "@mui/icons-material/AddAlertOutlined";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import CheckBoxOutlined from "@mui/icons-material/CheckBoxOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import NotesOutlined from "@mui/icons-material/NotesOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { FilePickButton } from "@/components/ui/file-pick-button";
import type { SaveState } from "@/components/apps/notes/use-note-editor";

function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: (anchor: HTMLElement) => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={(event) => onClick(event.currentTarget)}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The dialog's foot: Keep's row of tools, the save state and Close. */
export function NoteDialogToolbar({
  isChecklist,
  isArchived,
  saveState,
  onReminder,
  onLabels,
  onImage,
  onToggleChecklist,
  onArchive,
  onDelete,
  onClose,
}: {
  isChecklist: boolean;
  isArchived: boolean;
  saveState: SaveState;
  onReminder: (anchor: HTMLElement) => void;
  onLabels: (anchor: HTMLElement) => void;
  onImage: (file: File) => void;
  onToggleChecklist: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("notesApp.dialog");
  const tCommon = useTranslations("appsCommon");
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        flexWrap: "wrap",
        gap: 0.25,
        px: 1,
        py: 0.75,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <ToolButton label={t("reminder")} onClick={onReminder}>
        <AddAlertOutlined fontSize="small" />
      </ToolButton>
      <ToolButton label={t("labelNote")} onClick={onLabels}>
        <LabelOutlined fontSize="small" />
      </ToolButton>
      <Tooltip title={t("addImage")}>
        <FilePickButton
          onFile={onImage}
          variant="text"
          color="inherit"
          aria-label={t("addImage")}
          sx={{ minWidth: 0, width: 40, height: 40, borderRadius: "50%", color: "action.active" }}
        >
          <ImageOutlined fontSize="small" />
        </FilePickButton>
      </Tooltip>
      <ToolButton label={isChecklist ? t("hideCheckboxes") : t("showCheckboxes")} onClick={onToggleChecklist}>
        {isChecklist ? <NotesOutlined fontSize="small" /> : <CheckBoxOutlined fontSize="small" />}
      </ToolButton>
      <ToolButton label={isArchived ? t("unarchive") : t("archive")} onClick={onArchive}>
        {isArchived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
      </ToolButton>
      <ToolButton label={t("delete")} onClick={onDelete}>
        <DeleteOutlined fontSize="small" />
      </ToolButton>
      <Box sx={{ flex: 1 }} />
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        aria-live="polite"
        sx={{ px: 1, minWidth: 56, textAlign: "right" }}
      >
        {saveState === "saving" ? tCommon("saving") : saveState === "saved" ? tCommon("saved") : ""}
      </Typography>
      <Button onClick={onClose} color="inherit" sx={{ fontWeight: 600 }}>
        {tCommon("close")}
      </Button>
    </Box>
  );
}
