"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import ArrowForward from "@mui/icons-material/ArrowForward";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { activityLinkTarget } from "@/components/activities/group-activities";
import { AppIcon } from "@/components/ui/app-icon";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { Activity as ShownActivity } from "@/lib/dashboards/activities";

const MARKUP_SX = {
  overflowWrap: "anywhere",
  "& p": { my: 0 },
  "& ol, & ul": { my: 0.5, pl: 2.5 },
  "& strong, & b": { fontWeight: 700 },
  "& a": { color: "primary.main" },
} as const;

/** One entry of the timeline: its icon or picture on the line, the text, the time and its link. */
export function ActivityItem({ activity, time, isLast }: { activity: ShownActivity; time: string; isLast: boolean }) {
  return (
    <Box component="li" sx={{ display: "flex", gap: 2, position: "relative", pb: isLast ? 0 : 3 }}>
      {!isLast && (
        <Box
          aria-hidden
          sx={{ position: "absolute", left: 19, top: 44, bottom: 4, width: "2px", bgcolor: "divider" }}
        />
      )}
      {activity.image ? (
        <Avatar src={activity.image} alt="" sx={{ width: 40, height: 40, flex: "none" }} />
      ) : (
        <Avatar
          aria-hidden
          sx={(theme) => ({
            width: 40,
            height: 40,
            flex: "none",
            bgcolor: "primary.light",
            color: "primary.contrastText",
            ...theme.applyStyles("dark", { bgcolor: "primary.dark" }),
          })}
        >
          <AppIcon name={activity.icon || "mat_outline:notifications"} fontSize="small" />
        </Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
        <Typography component="div" sx={MARKUP_SX} dangerouslySetInnerHTML={{ __html: activity.description }} />
        <Typography
          component="time"
          dateTime={activity.date}
          variant="body2"
          color="text.secondary"
          sx={{ display: "block", mt: 0.25 }}
        >
          {time}
        </Typography>
        {activity.extraContent && (
          <Typography
            component="div"
            variant="body2"
            sx={{
              ...MARKUP_SX,
              mt: 1.5,
              px: 2,
              py: 1.5,
              borderRadius: 2,
              bgcolor: "action.hover",
              color: "text.secondary",
            }}
            dangerouslySetInnerHTML={{ __html: activity.extraContent }}
          />
        )}
        <ActivityLink activity={activity} />
      </Box>
    </Box>
  );
}

function ActivityLink({ activity }: { activity: ShownActivity }) {
  const t = useTranslations("activitiesPage");
  const target = activityLinkTarget(activity.link, activity.useRouter);
  if (!target || !activity.link) return null;
  const label = activity.linkedContent || t("open");
  const sx = { display: "inline-flex", alignItems: "center", gap: 0.5, mt: 1, fontWeight: 600 } as const;
  if (target === "in-app") {
    return (
      <Link component={NextLink} href={activity.link} underline="hover" sx={sx}>
        {label}
        <ArrowForward sx={{ fontSize: 16 }} aria-hidden />
      </Link>
    );
  }
  return (
    <Link href={activity.link} target="_blank" rel="noopener noreferrer" underline="hover" sx={sx}>
      {label}
      <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
      <VisuallyHidden>{t("newTab")}</VisuallyHidden>
    </Link>
  );
}
