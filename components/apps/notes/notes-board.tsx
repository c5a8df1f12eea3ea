"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import LightbulbOutlined from "@mui/icons-material/LightbulbOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { RetryAlert } from "@/components/ui/retry-alert";
import { NotesMasonry } from "@/components/apps/notes/notes-masonry";
import type { NoteAnswer } from "@/lib/notes/schema";
import type { NoteView } from "@/lib/notes/view";

type Props = {
  view: NoteView;
  notes: NoteAnswer[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  search: string;
  listLabel: string;
  renderCard: (note: NoteAnswer) => ReactNode;
};

/** The board's body: skeleton cards while reading, the error with a retry, the empty view, or the cards. */
export function NotesBoard({ view, notes, isLoading, error, onRetry, search, listLabel, renderCard }: Props) {
  const t = useTranslations("notesApp");
  const tCommon = useTranslations("appsCommon");
  if (error && !notes) {
    return <RetryAlert message={tCommon("loadFailed")} retryLabel={tCommon("retry")} onRetry={onRetry} />;
  }
  if (isLoading || !notes) return <BoardSkeleton />;
  if (notes.length > 0) return <NotesMasonry notes={notes} label={listLabel} renderCard={renderCard} />;
  if (search.trim()) {
    return <EmptyView icon={<SearchOff />} title={t("empty.search.title")} text={t("empty.search.text", { search })} />;
  }
  switch (view.kind) {
    case "archive":
      return <EmptyView icon={<ArchiveOutlined />} title={t("empty.archive.title")} text={t("empty.archive.text")} />;
    case "reminders":
      return (
        <EmptyView
          icon={<NotificationsOutlined />}
          title={t("empty.reminders.title")}
          text={t("empty.reminders.text")}
        />
      );
    case "label":
      return (
        <EmptyView
          icon={<LabelOutlined />}
          title={t("empty.label.title")}
          text={t("empty.label.text", { label: view.label.title })}
        />
      );
    case "missing":
      return (
        <EmptyView
          icon={<LabelOutlined />}
          title={t("empty.missing.title")}
          text={t("empty.missing.text")}
          action={
            <Button component={NextLink} href="/apps/notes" variant="outlined">
              {t("empty.missing.action")}
            </Button>
          }
        />
      );
    default:
      return <EmptyView icon={<LightbulbOutlined />} title={t("empty.notes.title")} text={t("empty.notes.text")} />;
  }
}

/** Keep's empty board: a large faint icon and a line of text in the middle. */
function EmptyView({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Box
      role="status"
      sx={{ py: { xs: 6, md: 10 }, px: 2, display: "flex", flexDirection: "column", alignItems: "center", gap: 1 }}
    >
      <Box aria-hidden sx={{ color: "action.disabled", "& svg": { fontSize: 96 } }}>
        {icon}
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, textAlign: "center" }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: "center", maxWidth: 420 }}>
        {text}
      </Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

const SKELETON_HEIGHTS = [
  [180, 120, 220],
  [120, 240, 100],
  [220, 140, 160],
  [140, 180],
];

function BoardSkeleton() {
  return (
    <Box aria-hidden sx={{ display: "flex", gap: 2 }}>
      {SKELETON_HEIGHTS.map((column, index) => (
        <Box
          key={index}
          sx={{
            flex: "1 1 0",
            minWidth: 0,
            display: index < 2 ? "flex" : { xs: "none", sm: "flex" },
            flexDirection: "column",
            gap: 2,
          }}
        >
          {column.map((height, row) => (
            <Skeleton key={row} variant="rounded" height={height} sx={{ borderRadius: 2 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
