"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import CloseIcon from "@mui/icons-material/Close";
import SearchIcon from "@mui/icons-material/Search";

/** The search field under a pane's header; Escape or the clear button empties it. */
export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const tCommon = useTranslations("appsCommon");
  return (
    <Box sx={{ px: 1.5, py: 1, flex: "none", borderBottom: 1, borderColor: "divider" }}>
      <TextField
        fullWidth
        size="small"
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            onChange("");
          }
        }}
        slotProps={{
          htmlInput: { "aria-label": label },
          input: {
            sx: { borderRadius: 2, "& input::-webkit-search-cancel-button": { display: "none" } },
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={tCommon("clearSearch")} onClick={() => onChange("")} edge="end">
                  <CloseIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}
