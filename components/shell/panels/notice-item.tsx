"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { SvgIconComponent } from "@mui/icons-material";
import Circle from "@mui/icons-material/Circle";
import CircleOutlined from "@mui/icons-material/CircleOutlined";
import Close from "@mui/icons-material/Close";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { PanelIcon } from "@/components/shell/panels/panel-icon";
import { TooltipIconButton } from "@/components/shell/panels/tooltip-icon-button";
import { formatNoticeTime } from "@/lib/shell/panels/notice-time";
import type { Notice } from "@/lib/swr/use-notices";

type NoticeItemProps = {
  item: Notice;
  /** The icon when the item names none the shell knows. */
  fallbackIcon: SvgIconComponent;
  onSetRead: (item: Notice, read: boolean) => void;
  onRemove: (item: Notice) => void;
  /** Called when the reader follows the item's link, so the panel can close. */
  onNavigate: () => void;
};

const DELETE_BUTTON_CLASS = "notice-delete";

/** One message or notification: its picture, text and time, a read toggle and a delete button. */
export function NoticeItem({ item, fallbackIcon, onSetRead, onRemove, onNavigate }: NoticeItemProps) {
  const t = useTranslations("panels.notices");
  const locale = useLocale();
  const body = (
    <>
      {item.image ? (
        <Avatar src={item.image} alt="" sx={{ width: 40, height: 40 }} />
      ) : (
        <Avatar
          sx={(theme) => ({
            width: 40,
            height: 40,
            color: "primary.main",
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
          })}
        >
          <PanelIcon iconName={item.icon} fallback={fallbackIcon} fontSize="small" />
        </Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {item.title && (
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {item.title}
          </Typography>
        )}
        {item.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
              overflowWrap: "anywhere",
            }}
          >
            {item.description}
          </Typography>
        )}
        <Typography
          component="time"
          dateTime={item.time}
          variant="caption"
          color="text.secondary"
          sx={{ display: "block", mt: 0.5 }}
        >
          {formatNoticeTime(item.time, locale)}
        </Typography>
      </Box>
    </>
  );

  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: "flex",
        alignItems: "flex-start",
        borderBottom: 1,
        borderColor: "divider",
        // Unread items stand out with a tint of the primary colour, in either scheme.
        bgcolor: item.read ? "transparent" : theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
        // Where a pointer can hover, delete appears on hover or keyboard focus; touch screens always show it.
        "@media (hover: hover)": {
          [`& .${DELETE_BUTTON_CLASS}`]: { opacity: 0, transition: theme.transitions.create("opacity") },
          [`&:hover .${DELETE_BUTTON_CLASS}, & .${DELETE_BUTTON_CLASS}:focus-visible`]: { opacity: 1 },
        },
      })}
    >
      {item.link ? (
        <ButtonBase
          href={item.link}
          LinkComponent={item.useRouter ? NextLink : "a"}
          onClick={onNavigate}
          sx={noticeBodySx}
          focusVisibleClassName="Mui-focusVisible"
        >
          {body}
        </ButtonBase>
      ) : (
        <Box sx={noticeBodySx}>{body}</Box>
      )}
      <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", py: 1, pr: 1 }}>
        <TooltipIconButton
          size="small"
          label={item.read ? t("markAsUnread") : t("markAsRead")}
          onClick={() => onSetRead(item, !item.read)}
        >
          {item.read ? <CircleOutlined sx={{ fontSize: 12 }} /> : <Circle color="primary" sx={{ fontSize: 12 }} />}
        </TooltipIconButton>
        <TooltipIconButton
          size="small"
          label={t("delete")}
          className={DELETE_BUTTON_CLASS}
          onClick={() => onRemove(item)}
        >
          <Close sx={{ fontSize: 18 }} />
        </TooltipIconButton>
      </Box>
    </Box>
  );
}

const noticeBodySx = {
  flex: 1,
  minWidth: 0,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "flex-start",
  gap: 2,
  py: 2,
  pl: 2,
  pr: 1,
  textAlign: "left",
  color: "inherit",
  textDecoration: "none",
  "&:hover, &.Mui-focusVisible": { bgcolor: "action.hover" },
} as const;

export type NoticeListProps = Omit<NoticeItemProps, "item"> & { items: Notice[]; empty: ReactNode };

/** The items newest first, as the API answers them, or the empty state. */
export function NoticeList({ items, empty, ...itemProps }: NoticeListProps) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
      {items.map((item) => (
        <NoticeItem key={item.id} item={item} {...itemProps} />
      ))}
    </Box>
  );
}
