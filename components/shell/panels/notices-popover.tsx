"use client";
import { useTranslations } from "next-intl";
import type { SvgIconComponent } from "@mui/icons-material";
import DoneAll from "@mui/icons-material/DoneAll";
import { NoticeList } from "@/components/shell/panels/notice-item";
import { PanelAlert, PanelEmpty, PanelLoadFailed, PanelLoading } from "@/components/shell/panels/panel-feedback";
import { PanelPopover } from "@/components/shell/panels/panel-popover";
import { TooltipIconButton } from "@/components/shell/panels/tooltip-icon-button";
import type { NoticeKind } from "@/lib/shell/notice-kinds";
import type { useNotices } from "@/lib/swr/use-notices";

/**
 * The "Messages" or "Notifications" panel under its button (components/shell/notices-panel.tsx,
 * which keeps the list and its changes): the items with a read toggle and delete button each,
 * and "Mark all as read".
 */
export function NoticesPopover({
  id,
  kind,
  kindIcon: KindIcon,
  anchorEl,
  onClose: close,
  notices,
}: {
  id: string;
  kind: NoticeKind;
  kindIcon: SvgIconComponent;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  notices: ReturnType<typeof useNotices>;
}) {
  const t = useTranslations("panels.notices");
  const tLoad = useTranslations("errorPages.panel");
  const { items, loadState, reload, unreadCount, failure, dismissFailure, setRead, remove, markAllAsRead } = notices;
  return (
    <PanelPopover
      id={id}
      anchorEl={anchorEl}
      onClose={close}
      title={t(`${kind}.title`)}
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
  );
}
