"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { CourseCard } from "@/components/apps/academy/course-card";
import { CourseFiltersBar } from "@/components/apps/academy/course-filters-bar";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import { useQueryParams } from "@/components/ui/use-query-params";
import {
  courseFiltersQuery,
  filterCourses,
  hasFilters,
  NO_FILTERS,
  readCourseFilters,
  type CourseFilters,
} from "@/lib/academy/course-filters";
import { useAcademyCategories, useCourses } from "@/lib/swr/use-academy";

const SEARCH_URL_DELAY_MS = 300;

const GRID_SX = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

/**
 * The academy: every course as a card (category, duration, steps, the user's progress, featured
 * and completed marks), filtered by category, title and "hide completed". The filters are the
 * URL's query, so a reload or a shared link shows the same list; the search box writes it once
 * typing pauses.
 */
export function AcademyScreen() {
  const t = useTranslations("academyApp");
  const tCommon = useTranslations("appsCommon");
  const { params, replaceQuery } = useQueryParams();
  const filters = readCourseFilters(params);
  const courses = useCourses();
  const categories = useAcademyCategories();
  const [search, setSearch] = useState(filters.query);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const setFilters = (next: CourseFilters) => replaceQuery(courseFiltersQuery(next));

  // The list follows every keystroke; the URL is written once typing pauses, from the filters the
  // URL holds by then (a category picked meanwhile stays).
  const changeSearch = (text: string) => {
    setSearch(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(
      () => setFilters({ ...readCourseFilters(new URLSearchParams(window.location.search)), query: text }),
      SEARCH_URL_DELAY_MS,
    );
  };

  const liveFilters = { ...filters, query: search };
  const visible = courses.data ? filterCourses(courses.data, liveFilters) : [];
  const categoryTitle = (slug: string) => categories.data?.find((item) => item.slug === slug)?.title ?? slug;
  const clearFilters = () => {
    clearTimeout(searchTimer.current);
    setSearch("");
    setFilters(NO_FILTERS);
  };

  let body;
  if ((courses.error && !courses.data) || (categories.error && !categories.data)) {
    body = (
      <RetryAlert
        message={t("loadFailed")}
        retryLabel={tCommon("retry")}
        onRetry={() => {
          void courses.mutate();
          void categories.mutate();
        }}
      />
    );
  } else if (!courses.data || !categories.data) {
    body = (
      <Box aria-hidden sx={GRID_SX}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={300} />
        ))}
      </Box>
    );
  } else if (courses.data.length === 0) {
    body = <NoticePanel icon={<SchoolOutlined />} title={t("emptyTitle")} text={t("emptyText")} />;
  } else if (visible.length === 0) {
    body = (
      <NoticePanel
        icon={<SearchOffOutlined />}
        title={t("noMatchTitle")}
        text={t("noMatchText")}
        action={
          <Button variant="contained" onClick={clearFilters}>
            {t("clearFilters")}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box
        component="section"
        aria-label={t("courses")}
        sx={GRID_SX}
        // Opening a course drops a search still waiting to reach the URL: written after the click,
        // it would replace the course's address with the list's.
        onClickCapture={() => clearTimeout(searchTimer.current)}
      >
        {visible.map((course) => (
          <CourseCard key={course.id} course={course} categoryTitle={categoryTitle(course.category)} />
        ))}
      </Box>
    );
  }

  return (
    <AppFrame
      title={t("title")}
      count={
        courses.data
          ? hasFilters(liveFilters)
            ? t("countFiltered", { shown: visible.length, total: courses.data.length })
            : t("count", { count: courses.data.length })
          : undefined
      }
    >
      <CourseFiltersBar
        categories={categories.data ?? []}
        category={filters.category}
        onCategoryChange={(category) => setFilters({ ...filters, query: search, category })}
        search={search}
        onSearchChange={changeSearch}
        hideCompleted={filters.hideCompleted}
        onHideCompletedChange={(hideCompleted) => setFilters({ ...filters, query: search, hideCompleted })}
      />
      {body}
    </AppFrame>
  );
}
