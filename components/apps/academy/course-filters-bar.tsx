"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Close from "@mui/icons-material/Close";
import Search from "@mui/icons-material/Search";
import type { AcademyCategory } from "@/lib/swr/use-academy";

const ALL = "all";

/** Category, title search and "hide completed": the list's filters, kept in the URL by the screen. */
export function CourseFiltersBar({
  categories,
  category,
  onCategoryChange,
  search,
  onSearchChange,
  hideCompleted,
  onHideCompletedChange,
}: {
  categories: AcademyCategory[];
  category: string | null;
  onCategoryChange: (slug: string | null) => void;
  search: string;
  onSearchChange: (text: string) => void;
  hideCompleted: boolean;
  onHideCompletedChange: (hide: boolean) => void;
}) {
  const t = useTranslations("academyApp");
  const tCommon = useTranslations("appsCommon");
  // A category in the URL that the list does not know still shows (as its slug) rather than blank.
  const known = category === null || categories.some((item) => item.slug === category);
  return (
    <Box
      role="search"
      aria-label={t("filters")}
      sx={{
        display: "grid",
        gap: 2,
        alignItems: "center",
        gridTemplateColumns: { xs: "1fr", sm: "220px minmax(0, 1fr)", md: "220px minmax(0, 1fr) auto" },
        mb: 3,
      }}
    >
      <TextField
        select
        size="small"
        label={t("category")}
        value={category ?? ALL}
        onChange={(event) => onCategoryChange(event.target.value === ALL ? null : event.target.value)}
      >
        <MenuItem value={ALL}>{t("allCategories")}</MenuItem>
        {categories.map((item) => (
          <MenuItem key={item.id} value={item.slug}>
            {item.title}
          </MenuItem>
        ))}
        {!known && category && <MenuItem value={category}>{category}</MenuItem>}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        autoComplete="off"
        // The field has its own clear button; the browser's would be a second one.
        sx={{ "& input::-webkit-search-cancel-button": { display: "none" } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search && (
              <InputAdornment position="end">
                <IconButton
                  aria-label={tCommon("clearSearch")}
                  onClick={() => onSearchChange("")}
                  edge="end"
                  size="small"
                >
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={<Switch checked={hideCompleted} onChange={(event) => onHideCompletedChange(event.target.checked)} />}
        label={t("hideCompleted")}
        sx={{ m: 0, whiteSpace: "nowrap" }}
      />
    </Box>
  );
}
