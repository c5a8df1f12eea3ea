"use client";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { PanelTrigger } from "@/components/shell/panels/panel-trigger";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import type { NoticeKind } from "@/lib/shell/notice-kinds";
import { useNotices, type Notice } from "@/lib/swr/use-notices";

// The panel (the list, its dates, and MUI's Popover and Modal) loads on the first opening, or as
// soon as the pointer or the focus reaches the button: not part of every signed-in page's first
// load (issue 17). The list and its changes stay here, so the badge is as before.
const loadNoticesPopover = () =>
  import("@/components/shell/panels/notices-popover").then((module) => module.NoticesPopover);
const NoticesPopover = dynamic(loadNoticesPopover, { ssr: false });

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
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const hasOpened = useHasOpened(anchorEl !== null);
  const panelId = useId();
  const notices = useNotices(kind, initialItems);
  const KindIcon = KIND_ICONS[kind];
  const { unreadCount } = notices;

  return (
    <>
      <PanelTrigger
        label={t(`${kind}.title`)}
        icon={<KindIcon />}
        hasPopup="dialog"
        isOpen={Boolean(anchorEl)}
        controls={panelId}
        badgeCount={unreadCount}
        badgeDescription={t("unread", { count: unreadCount })}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        onPreload={() => void loadNoticesPopover()}
      />
      {hasOpened && (
        <NoticesPopover
          id={panelId}
          kind={kind}
          kindIcon={KindIcon}
          anchorEl={anchorEl}
          onClose={() => setAnchorEl(null)}
          notices={notices}
        />
      )}
    </>
  );
}
