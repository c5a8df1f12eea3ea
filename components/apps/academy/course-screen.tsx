"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useRef, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import ArrowBack from "@mui/icons-material/ArrowBack";
import ArrowForward from "@mui/icons-material/ArrowForward";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { ArticleBody } from "@/components/apps/help-center/article-body";
import { CourseFacts, CourseProgressBar, CompletedChip, FeaturedChip } from "@/components/apps/academy/course-meta";
import { CourseStepsList } from "@/components/apps/academy/course-steps-list";
import { ACADEMY_HREF } from "@/components/apps/academy/paths";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import { isCompleted } from "@/lib/academy/progress";
import { isNotFound, useCourse, useSaveCourseProgress, type CourseWithSteps } from "@/lib/swr/use-academy";

/**
 * One course: its steps beside the content (a drawer below md), the current step's content,
 * previous and next. The step is the user's saved progress, so a reload (or another device) opens
 * the course where they left it; reaching the last step counts the course as finished.
 */
export function CourseScreen({ courseId }: { courseId: string }) {
  const t = useTranslations("academyApp");
  const tCommon = useTranslations("appsCommon");
  const { data: course, error, mutate } = useCourse(courseId);
  const backButton = (
    <Button component={NextLink} href={ACADEMY_HREF} startIcon={<ArrowBack />} size="small">
      {t("allCourses")}
    </Button>
  );

  if (isNotFound(error))
    return (
      <AppFrame title={t("title")} actions={backButton}>
        <NoticePanel
          icon={<SchoolOutlined />}
          title={t("notFoundTitle")}
          text={t("notFoundText")}
          action={
            <Button component={NextLink} href={ACADEMY_HREF} variant="contained">
              {t("allCourses")}
            </Button>
          }
        />
      </AppFrame>
    );
  if (error && !course)
    return (
      <AppFrame title={t("title")} actions={backButton}>
        <RetryAlert message={t("courseLoadFailed")} retryLabel={tCommon("retry")} onRetry={() => void mutate()} />
      </AppFrame>
    );
  if (!course)
    return (
      <AppFrame title={t("title")} actions={backButton}>
        <Box aria-hidden sx={{ display: "flex", gap: 3 }}>
          <Box sx={{ width: 264, display: { xs: "none", md: "block" } }}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={48} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={420} sx={{ flex: 1 }} />
        </Box>
      </AppFrame>
    );
  return <CourseView course={course} backButton={backButton} />;
}

function CourseView({ course, backButton }: { course: CourseWithSteps; backButton: ReactNode }) {
  const t = useTranslations("academyApp");
  const { notify } = useAppsFeedback();
  const saveProgress = useSaveCourseProgress(course.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = course.steps.length - 1;
  const current = Math.min(Math.max(course.progress.currentStep, 0), Math.max(lastStep, 0));
  const step = course.steps[current];

  const goTo = (index: number) => {
    if (index < 0 || index > lastStep || index === current) return;
    saveProgress(index).catch(() => notify(t("progressFailed"), "error"));
    // The new step's title takes the focus (and the reader's eye): the page scrolls to it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <AppFrame
      title={t("title")}
      actions={backButton}
      sidebar={<CourseStepsList steps={course.steps} currentStep={current} onSelect={goTo} />}
      sidebarLabel={t("stepsHeading")}
    >
      {/* The frame's title stays on one line; a course title is long, so it wraps here. */}
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1, overflowWrap: "anywhere" }}>
        {course.title}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
        {course.featured && <FeaturedChip />}
        {isCompleted(course.progress) && <CompletedChip times={course.progress.completed} />}
        <CourseFacts duration={course.duration} totalSteps={course.totalSteps} />
      </Box>
      <Box sx={{ mb: 2.5, maxWidth: 480 }}>
        <CourseProgressBar progress={course.progress} totalSteps={course.steps.length} label={t("progress")} />
      </Box>
      {!step ? (
        <NoticePanel icon={<SchoolOutlined />} title={t("noStepsTitle")} text={t("noStepsText")} />
      ) : (
        <Paper
          component="article"
          variant="outlined"
          aria-labelledby="course-step-title"
          sx={{ p: { xs: 2.5, md: 4 } }}
        >
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t("stepOf", { step: current + 1, total: course.steps.length })}
          </Typography>
          <Typography
            id="course-step-title"
            ref={headingRef}
            tabIndex={-1}
            component="h3"
            variant="h6"
            sx={{ fontWeight: 800, outline: "none", scrollMarginTop: 96 }}
          >
            {step.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {step.subtitle}
          </Typography>
          {/* A step's text opens with its own title, which the heading above already shows. */}
          <ArticleBody html={step.content} sx={{ maxWidth: 760, "& > h2:first-child": { display: "none" } }} />
          {current === lastStep && (
            <Alert severity="success" sx={{ mt: 3 }}>
              {t("finished")}
            </Alert>
          )}
          <Box
            component="nav"
            aria-label={t("stepNavigation")}
            sx={{
              display: "flex",
              justifyContent: "space-between",
              gap: 2,
              mt: 4,
              pt: 2,
              borderTop: 1,
              borderColor: "divider",
            }}
          >
            <Button
              variant="outlined"
              startIcon={<ArrowBack />}
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              {t("previous")}
            </Button>
            {current < lastStep ? (
              <Button variant="contained" endIcon={<ArrowForward />} onClick={() => goTo(current + 1)}>
                {t("next")}
              </Button>
            ) : (
              <Button component={NextLink} href={ACADEMY_HREF} variant="contained">
                {t("allCourses")}
              </Button>
            )}
          </Box>
        </Paper>
      )}
    </AppFrame>
  );
}
