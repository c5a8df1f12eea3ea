"use client";
import { useTranslations } from "next-intl";
import type { EventListResponse } from "@/components/events/types";
import { ListPager } from "@/components/ui/list-pager";
import { EVENTS_PAGE_SIZE } from "@/lib/events/schema";

/** Under the events list: which of them show ("1–10 of 42"), and the page links when there is more than one page. */
export function EventListPager({
  list,
  page,
  onPageChange,
}: {
  list: EventListResponse;
  /** The page the URL asks for (past the last page, the last one is marked). */
  page: number;
  onPageChange: (page: number) => void;
}) {
  const t = useTranslations("events");
  return (
    <ListPager
      total={list.total}
      pageSize={list.pageSize || EVENTS_PAGE_SIZE}
      shownPage={list.page}
      page={page}
      onPageChange={onPageChange}
      showing={(range) => t("list.showing", range)}
      pageLabel={(itemPage, selected) => t(selected ? "list.pageCurrent" : "list.page", { page: itemPage })}
      navigationLabel={(type) => t(`list.${type}`)}
      sx={{ p: 2, borderTop: 1, borderColor: "divider" }}
    />
  );
}
