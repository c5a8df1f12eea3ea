"use client";
import { useTranslations } from "next-intl";
import Close from "@mui/icons-material/Close";
import Search from "@mui/icons-material/Search";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";

/** Search across titles, texts and checklist items of the view (filtered in the browser: every note is loaded). */
export function NotesSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations("notesApp");
  const tCommon = useTranslations("appsCommon");
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t("searchPlaceholder")}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { "aria-label": t("search") },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={tCommon("clearSearch")} onClick={() => onChange("")}>
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      // The field has its own clear button: the browser's is hidden.
      sx={{
        maxWidth: 600,
        mx: "auto",
        display: "flex",
        mb: 2,
        "& input::-webkit-search-cancel-button": { display: "none" },
      }}
    />
  );
}
