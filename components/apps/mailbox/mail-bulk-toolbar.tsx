"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import DraftsOutlined from "@mui/icons-material/DraftsOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import Refresh from "@mui/icons-material/Refresh";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { LabelMenu, MoveMenu } from "@/components/apps/mailbox/mail-menus";
import type { MailboxFolderDefinition } from "@/lib/mailbox/constants";
import type { MailLabel, MailListEntry } from "@/lib/mailbox/schema";

function ActionButton({ label, icon, onClick }: { label: string; icon: React.ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Above the list: select all on the page, and for the selected mails mark read or unread, star or
 * unstar, move to a folder, label. With nothing selected, a refresh.
 */
export function MailBulkToolbar({
  mails,
  selected,
  labels,
  onSelectAll,
  onRefresh,
  onChange,
  onMove,
  onToggleLabel,
}: {
  mails: MailListEntry[];
  selected: MailListEntry[];
  labels: MailLabel[];
  onSelectAll: (selected: boolean) => void;
  onRefresh: () => void;
  onChange: (changes: { unread?: boolean; starred?: boolean }) => void;
  onMove: (folderId: MailboxFolderDefinition["id"]) => void;
  onToggleLabel: (labelId: string, isAdding: boolean) => void;
}) {
  const t = useTranslations("mailboxApp");
  const count = selected.length;
  const isAll = count > 0 && count === mails.length;
  const folders = new Set(selected.map((mail) => mail.folder));
  const hasUnread = selected.some((mail) => mail.unread);
  const hasUnstarred = selected.some((mail) => !mail.starred);

  return (
    <Box
      role="toolbar"
      aria-label={t("list.toolbar")}
      sx={{ display: "flex", alignItems: "center", gap: 0.5, px: { xs: 0.5, sm: 1 }, minHeight: 48, flexWrap: "wrap" }}
    >
      <Tooltip title={isAll ? t("list.selectNone") : t("list.selectAll")}>
        <Checkbox
          size="small"
          checked={isAll}
          indeterminate={count > 0 && !isAll}
          disabled={mails.length === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
          slotProps={{ input: { "aria-label": t("list.selectAll") } }}
        />
      </Tooltip>
      {count === 0 ? (
        <ActionButton label={t("actions.refresh")} icon={<Refresh />} onClick={onRefresh} />
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
            {t("list.selected", { count })}
          </Typography>
          {hasUnread ? (
            <ActionButton
              label={t("actions.markRead")}
              icon={<DraftsOutlined />}
              onClick={() => onChange({ unread: false })}
            />
          ) : (
            <ActionButton
              label={t("actions.markUnread")}
              icon={<MarkEmailUnreadOutlined />}
              onClick={() => onChange({ unread: true })}
            />
          )}
          {hasUnstarred ? (
            <ActionButton label={t("actions.star")} icon={<StarBorder />} onClick={() => onChange({ starred: true })} />
          ) : (
            <ActionButton label={t("actions.unstar")} icon={<Star />} onClick={() => onChange({ starred: false })} />
          )}
          <MoveMenu currentFolderId={folders.size === 1 ? [...folders][0] : undefined} onMove={onMove} />
          <LabelMenu labels={labels} labelSets={selected.map((mail) => mail.labels)} onToggle={onToggleLabel} />
        </>
      )}
    </Box>
  );
}
