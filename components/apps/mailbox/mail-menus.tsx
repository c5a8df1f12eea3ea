"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactElement } from "react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import DriveFileMoveOutlined from "@mui/icons-material/DriveFileMoveOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import { LABEL_COLOR_CSS } from "@/components/apps/mailbox/label-colors";
import { MAILBOX_FOLDERS, type MailboxFolderDefinition } from "@/lib/mailbox/constants";
import type { MailLabel } from "@/lib/mailbox/schema";

function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return { anchor, open: (element: HTMLElement) => setAnchor(element), close: () => setAnchor(null) };
}

function MenuButton({ label, icon, onOpen }: { label: string; icon: ReactElement; onOpen: (el: HTMLElement) => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-haspopup="menu" onClick={(event) => onOpen(event.currentTarget)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** "Move to": every folder but the one the mails are in (when they share one). */
export function MoveMenu({
  currentFolderId,
  onMove,
}: {
  currentFolderId?: string;
  onMove: (folderId: MailboxFolderDefinition["id"]) => void;
}) {
  const t = useTranslations("mailboxApp");
  const menu = useMenu();
  return (
    <>
      <MenuButton label={t("actions.move")} icon={<DriveFileMoveOutlined />} onOpen={menu.open} />
      <Menu anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
        {MAILBOX_FOLDERS.filter((folder) => folder.id !== currentFolderId).map((folder) => (
          <MenuItem
            key={folder.id}
            onClick={() => {
              menu.close();
              onMove(folder.id);
            }}
          >
            {t(`folders.${folder.slug}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * "Labels": each label ticked when every mail has it, half-ticked when some do; choosing one puts
 * it on all of them, or takes it off all of them when all had it.
 */
export function LabelMenu({
  labels,
  labelSets,
  onToggle,
}: {
  labels: MailLabel[];
  /** The label ids of each mail it acts on. */
  labelSets: string[][];
  onToggle: (labelId: string, isAdding: boolean) => void;
}) {
  const t = useTranslations("mailboxApp");
  const menu = useMenu();
  return (
    <>
      <MenuButton label={t("actions.labels")} icon={<LabelOutlined />} onOpen={menu.open} />
      <Menu anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
        {labels.length === 0 && <MenuItem disabled>{t("labels.none")}</MenuItem>}
        {labels.map((label) => {
          const having = labelSets.filter((set) => set.includes(label.id)).length;
          const isAll = labelSets.length > 0 && having === labelSets.length;
          return (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={isAll ? "true" : having > 0 ? "mixed" : "false"}
              onClick={() => {
                menu.close();
                onToggle(label.id, !isAll);
              }}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  tabIndex={-1}
                  disableRipple
                  checked={isAll}
                  indeterminate={having > 0 && !isAll}
                  slotProps={{ input: { "aria-hidden": true } }}
                />
              </ListItemIcon>
              <Box
                sx={{ width: 10, height: 10, borderRadius: "50%", mr: 1.5, bgcolor: LABEL_COLOR_CSS[label.color] }}
              />
              <ListItemText primary={label.title} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** A mail's labels after toggling one on or off. */
export function toggledLabels(current: string[], labelId: string, isAdding: boolean): string[] {
  return isAdding ? [...new Set([...current, labelId])] : current.filter((id) => id !== labelId);
}
