"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useSyncExternalStore } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import { ActivityItem } from "@/components/activities/activity-item";
import { groupByDay, type ActivityDay } from "@/components/activities/group-activities";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { Activity } from "@/lib/dashboards/activities";

/** An activity as the page shows it: its description and extra content sanitised on the server. */
export type ShownActivity = Activity;

const noSubscription = () => () => {};

/**
 * /pages/activities: what happened, newest first, cut into days in the reader's time zone. The
 * entries were read and their markup sanitised on the server; days and times need the browser's
 * zone, so they are drawn once the page runs in the browser (a skeleton until then).
 */
export function ActivitiesScreen({ activities }: { activities: ShownActivity[] | null }) {
  const t = useTranslations("activitiesPage");
  const router = useRouter();
  const isBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const days = useMemo(() => (isBrowser && activities ? groupByDay(activities) : []), [isBrowser, activities]);

  let body;
  if (!activities) {
    body = <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => router.refresh()} />;
  } else if (activities.length === 0) {
    body = <NoticePanel icon={<NotificationsNoneOutlined />} title={t("emptyTitle")} text={t("emptyText")} />;
  } else if (!isBrowser) {
    body = <TimelineSkeleton />;
  } else {
    body = (
      <Box sx={{ display: "flex", flexDirection: "column", gap: { xs: 2, md: 3 } }}>
        {days.map((day) => (
          <ActivityDaySection key={day.key} day={day} />
        ))}
      </Box>
    );
  }

  return (
    <AppFrame title={t("title")} count={activities?.length ? t("count", { count: activities.length }) : undefined}>
      <Typography color="text.secondary" sx={{ mt: { xs: -1, md: -2 }, mb: 3, maxWidth: 640 }}>
        {t("subtitle")}
      </Typography>
      {body}
    </AppFrame>
  );
}

function ActivityDaySection({ day }: { day: ActivityDay<ShownActivity> }) {
  const t = useTranslations("activitiesPage");
  const { format } = useDateFormat();
  const headingId = `activities-${day.key}`;
  const label =
    day.kind === "today" ? t("today") : day.kind === "yesterday" ? t("yesterday") : format(day.date, "display");
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: "block", fontWeight: 700, lineHeight: 1.5, mb: 2 }}
      >
        {label}
        {day.kind !== "date" && (
          <Typography component="span" variant="inherit" sx={{ fontWeight: 500, ml: 1 }}>
            {format(day.date, "display")}
          </Typography>
        )}
      </Typography>
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {day.items.map((activity, index) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            time={format(activity.date, "time")}
            isLast={index === day.items.length - 1}
          />
        ))}
      </Box>
    </Paper>
  );
}

function TimelineSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ p: { xs: 2, sm: 3 } }}>
      <Skeleton width={120} sx={{ mb: 2 }} />
      {Array.from({ length: 5 }, (_, row) => (
        <Box key={row} sx={{ display: "flex", gap: 2, mb: 3 }}>
          <Skeleton variant="circular" width={40} height={40} sx={{ flex: "none" }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width={row % 2 ? "55%" : "80%"} />
            <Skeleton width={64} />
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
