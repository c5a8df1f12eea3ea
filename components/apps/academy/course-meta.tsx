"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import CheckCircle from "@mui/icons-material/CheckCircle";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import Star from "@mui/icons-material/Star";
import { progressPercent } from "@/lib/academy/progress";
import type { CourseProgress } from "@/lib/academy/schema";

const CHIP_COLOURS = ["primary", "secondary", "success", "warning", "info"] as const;

/** A category keeps its colour wherever it shows: picked from its slug. */
export function categoryColour(slug: string): (typeof CHIP_COLOURS)[number] {
  let hash = 0;
  for (const character of slug) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return CHIP_COLOURS[hash % CHIP_COLOURS.length];
}

export function CategoryChip({ slug, title }: { slug: string; title: string }) {
  return <Chip size="small" variant="outlined" color={categoryColour(slug)} label={title} sx={{ fontWeight: 600 }} />;
}

export function FeaturedChip() {
  const t = useTranslations("academyApp");
  return (
    <Chip
      size="small"
      color="warning"
      icon={<Star aria-hidden />}
      label={t("featured")}
      sx={{ fontWeight: 600, "& .MuiChip-icon": { fontSize: 16 } }}
    />
  );
}

export function CompletedChip({ times }: { times: number }) {
  const t = useTranslations("academyApp");
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircle aria-hidden />}
      label={times > 1 ? t("completedTimes", { count: times }) : t("completed")}
      sx={{ fontWeight: 600, "& .MuiChip-icon": { fontSize: 16 } }}
    />
  );
}

/** "45 min", "1 h 30 min", "2 h". */
export function useDurationText() {
  const t = useTranslations("academyApp");
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t("duration.minutes", { minutes: rest });
    return rest === 0 ? t("duration.hours", { hours }) : t("duration.hoursMinutes", { hours, minutes: rest });
  };
}

/** Duration and number of steps, each with its icon. */
export function CourseFacts({ duration, totalSteps }: { duration: number; totalSteps: number }) {
  const t = useTranslations("academyApp");
  const durationText = useDurationText();
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", color: "text.secondary" }}>
      <Fact icon={<ScheduleOutlined fontSize="small" aria-hidden />} text={durationText(duration)} />
      <Fact icon={<FormatListNumbered fontSize="small" aria-hidden />} text={t("steps", { count: totalSteps })} />
    </Box>
  );
}

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

/** The user's progress as a labelled bar: "Step 4 of 11" beside it, the percentage for screen readers. */
export function CourseProgressBar({
  progress,
  totalSteps,
  label,
}: {
  progress: CourseProgress;
  totalSteps: number;
  label: string;
}) {
  const t = useTranslations("academyApp");
  const percent = progressPercent(progress, totalSteps);
  const started = progress.currentStep > 0 || progress.completed > 0;
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, mb: 0.75 }}>
        <Typography variant="caption" color="text.secondary">
          {started ? t("stepOf", { step: progress.currentStep + 1, total: totalSteps }) : t("notStarted")}
        </Typography>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {percent} %
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        color={percent === 100 ? "success" : "primary"}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
