"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Pagination from "@mui/material/Pagination";
import Typography from "@mui/material/Typography";
import type { EventListResponse } from "@/components/events/types";
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
  const pageCount = Math.max(1, Math.ceil(list.total / (list.pageSize || EVENTS_PAGE_SIZE)));
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 2,
        p: 2,
        borderTop: 1,
        borderColor: "divider",
        flexWrap: "wrap",
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t("list.showing", {
          from: (list.page - 1) * list.pageSize + 1,
          to: Math.min(list.total, list.page * list.pageSize),
          total: list.total,
        })}
      </Typography>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => onPageChange(next)}
          shape="rounded"
          color="primary"
          siblingCount={0}
          getItemAriaLabel={(type, itemPage, selected) =>
            type === "page"
              ? t(selected ? "list.pageCurrent" : "list.page", { page: itemPage ?? 0 })
              : type === "first" || type === "last" || type === "next" || type === "previous"
                ? t(`list.${type}`)
                : ""
          }
        />
      )}
    </Box>
  );
}
