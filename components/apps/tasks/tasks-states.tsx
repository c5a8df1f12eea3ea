"use client";
import { useTranslations } from "next-intl";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import AddRounded from "@mui/icons-material/AddRounded";
import TaskAltRounded from "@mui/icons-material/TaskAltRounded";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";

/** The list while it is first read. */
export function TasksLoading() {
  return (
    <Paper variant="outlined" aria-busy>
      <ListSkeleton
        rows={8}
        pictureSize={22}
        lines={["55%", "25%"]}
        action={{ width: 24, height: 24 }}
        actionFrom="sm"
      />
    </Paper>
  );
}

export function TasksError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("appsCommon");
  const tApp = useTranslations("tasksApp");
  return <RetryAlert message={tApp("loadFailed")} retryLabel={t("retry")} onRetry={onRetry} />;
}

/** No tasks at all, or none left once completed ones are hidden. */
export function TasksEmpty({ isFiltered, onAdd }: { isFiltered: boolean; onAdd: () => void }) {
  const t = useTranslations("tasksApp.empty");
  return (
    <NoticePanel
      icon={<TaskAltRounded />}
      title={isFiltered ? t("allDoneTitle") : t("title")}
      text={isFiltered ? t("allDoneText") : t("text")}
      action={
        isFiltered ? undefined : (
          <Button variant="contained" startIcon={<AddRounded />} onClick={onAdd}>
            {t("add")}
          </Button>
        )
      }
    />
  );
}
