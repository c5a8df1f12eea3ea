"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import {
  CategoryChip,
  CompletedChip,
  CourseFacts,
  CourseProgressBar,
  FeaturedChip,
} from "@/components/apps/academy/course-meta";
import { courseHref } from "@/components/apps/academy/paths";
import { isCompleted } from "@/lib/academy/progress";
import type { Course } from "@/lib/swr/use-academy";
import { useDateFormat } from "@/lib/dates/use-date-format";

/**
 * One course in the list. The title is the card's one link, stretched over the whole card, so the
 * card is one click (or one Tab stop and Enter) away from the course.
 */
export function CourseCard({ course, categoryTitle }: { course: Course; categoryTitle: string }) {
  const t = useTranslations("academyApp");
  const { format } = useDateFormat();
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={(theme) => ({
        position: "relative",
        p: 2.5,
        display: "flex",
        flexDirection: "column",
        gap: 1.5,
        height: "100%",
        transition: theme.transitions.create(["box-shadow", "border-color"]),
        "&:hover": { borderColor: "primary.main", boxShadow: theme.shadows[2] },
        "&:focus-within": { borderColor: "primary.main" },
      })}
    >
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <CategoryChip slug={course.category} title={categoryTitle} />
        {course.featured && <FeaturedChip />}
        {isCompleted(course.progress) && <CompletedChip times={course.progress.completed} />}
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        <Link
          component={NextLink}
          href={courseHref(course.id)}
          color="inherit"
          underline="none"
          sx={{
            "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: "inherit" },
            "&:focus-visible": { outline: "none" },
            "&:focus-visible::after": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
          }}
        >
          {course.title}
        </Link>
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden", flex: 1 }}
      >
        {course.description}
      </Typography>
      <CourseFacts duration={course.duration} totalSteps={course.totalSteps} />
      <CourseProgressBar
        progress={course.progress}
        totalSteps={course.totalSteps}
        label={t("progressOf", { title: course.title })}
      />
      <Typography variant="caption" color="text.secondary">
        {t("updated", { date: format(course.updatedAt, "medium") })}
      </Typography>
    </Paper>
  );
}
