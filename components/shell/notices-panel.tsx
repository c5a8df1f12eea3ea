"use client";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import DoneAll from "@mui/icons-material/DoneAll";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { NoticeList } from "@/components/shell/panels/notice-item";
import { PanelAlert, PanelEmpty, PanelLoadFailed, PanelLoading } from "@/components/shell/panels/panel-feedback";
import { PanelPopover } from "@/components/shell/panels/panel-popover";
import { PanelTrigger } from "@/components/shell/panels/panel-trigger";
import { TooltipIconButton } from "@/components/shell/panels/tooltip-icon-button";
import type { NoticeKind } from "@/lib/shell/schema";
import { useNotices, type Notice } from "@/lib/swr/use-notices";

const KIND_ICONS = { message: ChatBubbleOutlineOutlined, notification: NotificationsNoneOutlined } as const;

export type NoticesPanelProps = {
  kind: NoticeKind;
  /** The list read on the server before the first paint; without it the panel loads it. */
  initialItems?: Notice[];
};

/**
 * The top bar's "Messages" or "Notifications" button: an unread badge, and a panel listing the
 * items with a read toggle and delete button each and "Mark all as read" (specification, sections
 * 2 and 4). Changes show at once and are undone, with a note, when the server refuses them.
 */
export function NoticesPanel({ kind, initialItems }: NoticesPanelProps) {
  const t = useTranslations("panels.notices");
  const tLoad = useTranslations("errorPages.panel");
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const { items, loadState, reload, unreadCount, failure, dismissFailure, setRead, remove, markAllAsRead } = useNotices(
    kind,
    initialItems,
  );
  const KindIcon = KIND_ICONS[kind];
  const title = t(`${kind}.title`);
  const close = () => setAnchorEl(null);

  return (
    <>
      <PanelTrigger
        label={title}
        icon={<KindIcon />}
        hasPopup="dialog"
        isOpen={Boolean(anchorEl)}
        controls={panelId}
        badgeCount={unreadCount}
        badgeDescription={t("unread", { count: unreadCount })}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      />
      <PanelPopover
        id={panelId}
        anchorEl={anchorEl}
        onClose={close}
        title={title}
        actions={
          <TooltipIconButton
            label={t("markAllAsRead")}
            color="inherit"
            disabled={unreadCount === 0 || loadState.status !== "ready"}
            onClick={markAllAsRead}
          >
            <DoneAll />
          </TooltipIconButton>
        }
      >
        {failure && <PanelAlert onClose={dismissFailure}>{t(`failed.${failure}`)}</PanelAlert>}
        {loadState.refreshFailed && <PanelLoadFailed compact title={tLoad(`refreshFailed.${kind}`)} onRetry={reload} />}
        {loadState.status === "loading" && <PanelLoading />}
        {loadState.status === "failed" && (
          <PanelLoadFailed icon={<KindIcon />} title={tLoad(`loadFailed.${kind}`)} onRetry={reload} />
        )}
        {loadState.status === "ready" && (
          <NoticeList
            items={items}
            fallbackIcon={KindIcon}
            onSetRead={setRead}
            onRemove={remove}
            onNavigate={close}
            empty={<PanelEmpty icon={<KindIcon />} title={t(`${kind}.empty`)} hint={t(`${kind}.emptyHint`)} />}
          />
        )}
      </PanelPopover>
    </>
  );
}
