import { getTranslations } from "next-intl/server";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import SearchOutlined from "@mui/icons-material/SearchOutlined";

/**
 * The home page's search: a plain GET form to /home?search=…, so it works before (or without)
 * any JavaScript and every result page has its own shareable address.
 */
export async function EventSearchForm({ defaultValue }: { defaultValue: string }) {
  const t = await getTranslations("public.home");
  return (
    <Paper
      component="form"
      action="/home"
      method="get"
      role="search"
      elevation={6}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        display: "flex",
        gap: 1.5,
        flexDirection: { xs: "column", sm: "row" },
        alignItems: { sm: "center" },
      }}
    >
      <TextField
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={t("searchPlaceholder")}
        slotProps={{
          htmlInput: { "aria-label": t("searchLabel"), maxLength: 100, enterKeyHint: "search" },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flex: "none", px: 4, minHeight: 56 }}>
        {t("searchButton")}
      </Button>
    </Paper>
  );
}
