"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CreateOutlined from "@mui/icons-material/CreateOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import DraftsOutlined from "@mui/icons-material/DraftsOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import LabelImportantOutlined from "@mui/icons-material/LabelImportantOutlined";
import LabelOutlined from "@mui/icons-material/Label";
import ReportGmailerrorredOutlined from "@mui/icons-material/ReportGmailerrorredOutlined";
import SendOutlined from "@mui/icons-material/SendOutlined";
import StarBorder from "@mui/icons-material/StarBorder";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";
import { LABEL_COLOR_CSS } from "@/components/apps/mailbox/label-colors";
import { isSameView, viewPath } from "@/components/apps/mailbox/mailbox-route";
import { FILTER_SLUGS, FOLDER_SLUGS } from "@/lib/mailbox/constants";
import type { MailLabel } from "@/lib/mailbox/schema";
import type { MailFolder, MailView } from "@/lib/swr/use-mailbox";

const FOLDER_ICONS: Record<string, ReactNode> = {
  inbox: <InboxOutlined />,
  sent: <SendOutlined />,
  drafts: <DraftsOutlined />,
  spam: <ReportGmailerrorredOutlined />,
  trash: <DeleteOutline />,
};
const FILTER_ICONS: Record<string, ReactNode> = { starred: <StarBorder />, important: <LabelImportantOutlined /> };

function SidebarLink({
  href,
  icon,
  label,
  count,
  isCurrent,
  countLabel,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  count?: number;
  isCurrent: boolean;
  countLabel?: string;
}) {
  return (
    <li>
      <ListItemButton
        component={NextLink}
        href={href}
        selected={isCurrent}
        aria-current={isCurrent ? "page" : undefined}
        sx={{ borderRadius: 999, py: 0.5, mb: 0.25, "&.Mui-selected": { fontWeight: 700 } }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: isCurrent ? "primary.main" : undefined }}>{icon}</ListItemIcon>
        <ListItemText
          primary={label}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: isCurrent || count ? 700 : 500, fontSize: 14 } } }}
        />
        {count ? (
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            <span aria-hidden>{count}</span>
            <Box component="span" sx={visuallyHiddenSx}>
              {countLabel}
            </Box>
          </Typography>
        ) : null}
      </ListItemButton>
    </li>
  );
}

/** The mailbox's navigation: Compose, the folders with their counts, the filters and the labels. */
export function MailboxSidebar({
  view,
  folders,
  labels,
  onCompose,
  onManageLabels,
}: {
  view: MailView;
  folders: MailFolder[] | undefined;
  labels: MailLabel[] | undefined;
  onCompose: () => void;
  onManageLabels: () => void;
}) {
  const t = useTranslations("mailboxApp");
  const countOf = (slug: string) => folders?.find((folder) => folder.slug === slug)?.count ?? 0;

  return (
    <Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<CreateOutlined />}
        onClick={onCompose}
        sx={{ mb: 2, borderRadius: 4, px: 3, py: 1.5 }}
      >
        {t("compose.open")}
      </Button>
      <List dense disablePadding aria-label={t("sidebar.folders")}>
        {FOLDER_SLUGS.map((slug) => (
          <SidebarLink
            key={slug}
            href={viewPath({ kind: "folder", slug })}
            icon={FOLDER_ICONS[slug]}
            label={t(`folders.${slug}`)}
            count={countOf(slug)}
            countLabel={t(slug === "inbox" ? "sidebar.unreadCount" : "sidebar.totalCount", { count: countOf(slug) })}
            isCurrent={isSameView(view, { kind: "folder", slug })}
          />
        ))}
      </List>
      <List
        dense
        aria-label={t("sidebar.filters")}
        subheader={
          <ListSubheader sx={{ bgcolor: "transparent", lineHeight: 2.5 }}>{t("sidebar.filters")}</ListSubheader>
        }
      >
        {FILTER_SLUGS.map((slug) => (
          <SidebarLink
            key={slug}
            href={viewPath({ kind: "filter", slug })}
            icon={FILTER_ICONS[slug]}
            label={t(`filters.${slug}`)}
            isCurrent={isSameView(view, { kind: "filter", slug })}
          />
        ))}
      </List>
      <List
        dense
        aria-label={t("sidebar.labels")}
        subheader={
          <ListSubheader
            sx={{ bgcolor: "transparent", lineHeight: 2.5, display: "flex", alignItems: "center", pr: 0.5 }}
          >
            <Box sx={{ flex: 1 }}>{t("sidebar.labels")}</Box>
            <Tooltip title={t("labels.manage")}>
              <IconButton
                size="small"
                aria-label={t("labels.manage")}
                onClick={(event) => {
                  event.stopPropagation();
                  onManageLabels();
                }}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </ListSubheader>
        }
      >
        {!labels
          ? [0, 1, 2].map((row) => <Skeleton key={row} height={32} sx={{ mx: 2 }} />)
          : labels.map((label) => (
              <SidebarLink
                key={label.id}
                href={viewPath({ kind: "label", slug: label.slug })}
                icon={<LabelOutlined sx={{ color: LABEL_COLOR_CSS[label.color] }} />}
                label={label.title}
                isCurrent={isSameView(view, { kind: "label", slug: label.slug })}
              />
            ))}
        {labels?.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t("labels.none")}
          </Typography>
        )}
      </List>
    </Box>
  );
}
