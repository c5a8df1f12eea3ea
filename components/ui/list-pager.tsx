"use client";
import Box from "@mui/material/Box";
import Pagination from "@mui/material/Pagination";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";

export type PagerNavigation = "first" | "last" | "next" | "previous";

/**
 * Under a paged list: which of its items show ("1–10 of 42"), and the page links when there is more
 * than one page. The words come from the caller (each list has its own messages).
 */
export function ListPager({
  total,
  pageSize,
  shownPage,
  page,
  onPageChange,
  showing,
  pageLabel,
  navigationLabel,
  sx,
}: {
  total: number;
  pageSize: number;
  /** The page the response holds (what "showing" counts from). */
  shownPage: number;
  /** The page asked for (past the last page, the last one is marked). */
  page: number;
  onPageChange: (page: number) => void;
  showing: (range: { from: number; to: number; total: number }) => string;
  pageLabel: (page: number, selected: boolean) => string;
  navigationLabel: (type: PagerNavigation) => string;
  /** Padding and borders around the row. */
  sx?: SxProps<Theme>;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box
      sx={[
        { display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography variant="body2" color="text.secondary">
        {showing({
          from: (shownPage - 1) * pageSize + 1,
          to: Math.min(total, shownPage * pageSize),
          total,
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
              ? pageLabel(itemPage ?? 0, selected)
              : type === "first" || type === "last" || type === "next" || type === "previous"
                ? navigationLabel(type)
                : ""
          }
        />
      )}
    </Box>
  );
}
