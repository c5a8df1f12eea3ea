"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import TablePagination from "@mui/material/TablePagination";
import TextField from "@mui/material/TextField";
import { useTablePaginationLabels } from "@/components/events/table-labels";

// The events list, the orders tab and the attendees tab are searched, filtered and paged the same
// way; these are those controls, so the three lists look and behave alike.

/** The row of search box and filter under a tab's header. */
export function TableToolbar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1.5, px: { xs: 2, sm: 2.5 }, pb: 2, flexWrap: { xs: "wrap", sm: "nowrap" } }}>
      {children}
    </Box>
  );
}

/** Downloads what the table lists (its search and filter included) as CSV; the API answers it with `format=csv`. */
export function ExportCsvButton({ href }: { href: string }) {
  const t = useTranslations("events");
  return (
    <Button component="a" href={href} download variant="outlined" startIcon={<DownloadOutlined />}>
      {t("common.exportCsv")}
    </Button>
  );
}

/** The search box above a list: a magnifier, a placeholder, and an accessible name of its own. */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(changeEvent) => onChange(changeEvent.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { "aria-label": label, maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A drop-down next to the search box (a filter or the sort); its label stays up so "all" (an empty value) reads as a choice. */
export function FilterSelect({
  label,
  value,
  onChange,
  width,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(changeEvent) => onChange(changeEvent.target.value)}
      sx={{ width: { xs: "100%", sm: width }, flex: "none" }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

/** Until a tab's table first loads: three placeholder rows, or that loading failed (below the toolbar, so no top space). */
export function TableLoadState({ isLoaded, error }: { isLoaded: boolean; error: unknown }) {
  const t = useTranslations("events");
  if (isLoaded) return null;
  if (error) {
    return (
      <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
        {t("common.loadFailed")}
      </Alert>
    );
  }
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={44} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** A table's page (1-based, as the API counts) and page size. */
export function usePaging(initialPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  /** `set`, and back to page 1: what every new search, filter or page size needs (page 7 of the old list may not exist). */
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, pageSize, setPage, setPageSize, resetting };
}

/** MUI's TablePagination in the active language, for a `usePaging` state; a new page size starts again at page 1. */
export function TablePager({
  total,
  paging,
  sizes,
}: {
  total: number;
  paging: ReturnType<typeof usePaging>;
  sizes: number[];
}) {
  const labels = useTablePaginationLabels();
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.page - 1}
      onPageChange={(_event, next) => paging.setPage(next + 1)}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={sizes}
      onRowsPerPageChange={(changeEvent) => paging.resetting(paging.setPageSize)(Number(changeEvent.target.value))}
      {...labels}
    />
  );
}
