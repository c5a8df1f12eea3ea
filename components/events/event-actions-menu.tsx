"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import BlockOutlined from "@mui/icons-material/BlockOutlined";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PublishOutlined from "@mui/icons-material/PublishOutlined";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import type { EventRef } from "@/components/events/types";
import { availableActions, type useEventActions } from "@/components/events/use-event-actions";

export function publicEventPath(slug: string) {
  return `/p/event/${encodeURIComponent(slug)}`;
}

/** The "⋮" menu of an event row: edit, duplicate, the status changes it allows, its public page. */
export function EventActionsMenu({
  event,
  actions,
  onDeleted,
}: {
  event: EventRef;
  actions: ReturnType<typeof useEventActions>;
  onDeleted?: () => void;
}) {
  const t = useTranslations("events");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const allowed = availableActions(event);
  const isBusy = actions.busy?.id === event.id;
  const close = () => setAnchor(null);
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const label = t("actions.moreFor", { title: event.title });

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? "true" : undefined}
            disabled={isBusy}
            onClick={(clickEvent) => setAnchor(clickEvent.currentTarget)}
          >
            <MoreVert />
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <MenuItem component={NextLink} href={`/pages/events/${event.id}/edit`} onClick={close}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("actions.edit")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={then(() => void actions.duplicate(event))}>
          <ListItemIcon>
            <ContentCopyOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("actions.duplicate")}</ListItemText>
        </MenuItem>
        {allowed.publish && (
          <MenuItem onClick={then(() => void actions.publish(event))}>
            <ListItemIcon>
              <PublishOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("actions.publish")}</ListItemText>
          </MenuItem>
        )}
        {event.status !== "draft" && (
          <MenuItem component="a" href={publicEventPath(event.slug)} target="_blank" rel="noopener" onClick={close}>
            <ListItemIcon>
              <OpenInNew fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("actions.viewPublic")}</ListItemText>
          </MenuItem>
        )}
        {(allowed.cancel || allowed.archive || allowed.delete) && <Divider />}
        {allowed.cancel && (
          <MenuItem onClick={then(() => void actions.cancel(event))} sx={{ color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              <BlockOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("actions.cancel")}</ListItemText>
          </MenuItem>
        )}
        {allowed.archive && (
          <MenuItem onClick={then(() => void actions.archive(event))}>
            <ListItemIcon>
              <ArchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("actions.archive")}</ListItemText>
          </MenuItem>
        )}
        {allowed.delete && (
          <MenuItem onClick={then(() => void actions.remove(event, onDeleted))} sx={{ color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              <DeleteOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("actions.delete")}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
