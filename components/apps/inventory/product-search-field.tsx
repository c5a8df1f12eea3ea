"use client";
import { useTranslations } from "next-intl";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Clear from "@mui/icons-material/Clear";
import Search from "@mui/icons-material/Search";

/** The product search: by part of the name, sent once typing pauses. */
export function ProductSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations("inventoryApp");
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t("searchPlaceholder")}
      sx={{ width: { xs: "100%", sm: 360 } }}
      slotProps={{
        htmlInput: { "aria-label": t("search"), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={t("clearSearch")} onClick={() => onChange("")}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
