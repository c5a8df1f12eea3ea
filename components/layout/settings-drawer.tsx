"use client";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";
import { useColorScheme } from "@mui/material/styles";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import { THEME_COLOURS, type ThemeClass } from "@/lib/shell/themes";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { SCHEME_NAMES, THEME_NAMES, toMuiMode, type Appearance, type SchemeName } from "@/lib/shell/appearance";
import { LAYOUT_NAMES, type LayoutName } from "@/lib/shell/layout-resolution";

/** The cog of every full layout: layout, scheme and theme, saved to the user's preferences. */
export function SettingsDrawer({ appearance }: { appearance: Appearance }) {
  const t = useTranslations("shell");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { setMode } = useColorScheme();
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState(appearance);
  const [hasFailed, setHasFailed] = useState(false);
  const [, startTransition] = useTransition();

  async function save(change: Partial<Appearance>) {
    const previous = chosen;
    setChosen({ ...chosen, ...change });
    setHasFailed(false);
    if (change.scheme) setMode(toMuiMode(change.scheme));
    try {
      await apiFetch("/api/common/preferences", jsonBody("PATCH", change));
      startTransition(() => {
        if (change.layout && searchParams.has("layout")) {
          // The query parameter would otherwise keep overriding the choice just saved.
          const params = new URLSearchParams(searchParams);
          params.delete("layout");
          router.replace(params.size > 0 ? `${pathname}?${params}` : pathname);
        }
        router.refresh();
      });
    } catch {
      setChosen(previous);
      if (change.scheme) setMode(toMuiMode(previous.scheme));
      setHasFailed(true);
    }
  }

  return (
    <>
      <Tooltip title={t("settings")}>
        <IconButton color="inherit" onClick={() => setIsOpen(true)} aria-label={t("settings")} size="small">
          <SettingsOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={() => setIsOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: "100%", sm: 380 } } } }}
      >
        <Box role="dialog" aria-label={t("settingsTitle")} sx={{ p: 3 }}>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("settingsTitle")}
            </Typography>
            <IconButton onClick={() => setIsOpen(false)} aria-label={t("close")}>
              <CloseIcon />
            </IconButton>
          </Box>
          {hasFailed && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t("saveFailed")}
            </Alert>
          )}

          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: 13,
              textTransform: "uppercase",
              letterSpacing: "0.06em",
              color: "text.secondary",
              mb: 1,
            }}
          >
            {t("scheme")}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={chosen.scheme}
            onChange={(_, scheme: SchemeName | null) => scheme && save({ scheme })}
            aria-label={t("scheme")}
            sx={{ mb: 3 }}
          >
            {SCHEME_NAMES.map((scheme) => (
              <ToggleButton key={scheme} value={scheme}>
                {t(`schemes.${scheme}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>

          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: 13,
              textTransform: "uppercase",
              letterSpacing: "0.06em",
              color: "text.secondary",
              mb: 1,
            }}
          >
            {t("theme")}
          </Typography>
          <Box
            role="radiogroup"
            aria-label={t("theme")}
            sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1, mb: 3 }}
          >
            {THEME_NAMES.map((theme: ThemeClass) => (
              <ButtonBase
                key={theme}
                role="radio"
                aria-checked={chosen.theme === theme}
                onClick={() => save({ theme })}
                sx={{
                  justifyContent: "flex-start",
                  gap: 1,
                  p: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: chosen.theme === theme ? "primary.main" : "divider",
                  fontSize: 13,
                }}
              >
                <Box
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: "50%",
                    bgcolor: THEME_COLOURS[theme].light,
                    display: "grid",
                    placeItems: "center",
                    color: "#fff",
                    flex: "none",
                  }}
                >
                  {chosen.theme === theme && <CheckIcon sx={{ fontSize: 14 }} />}
                </Box>
                {t(`themes.${theme}`)}
              </ButtonBase>
            ))}
          </Box>

          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: 13,
              textTransform: "uppercase",
              letterSpacing: "0.06em",
              color: "text.secondary",
              mb: 1,
            }}
          >
            {t("layout")}
          </Typography>
          <Box
            role="radiogroup"
            aria-label={t("layout")}
            sx={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 1 }}
          >
            {LAYOUT_NAMES.map((layout: LayoutName) => (
              <ButtonBase
                key={layout}
                role="radio"
                aria-checked={chosen.layout === layout}
                onClick={() => save({ layout })}
                sx={{
                  justifyContent: "flex-start",
                  p: 1.25,
                  borderRadius: 2,
                  border: 1,
                  borderColor: chosen.layout === layout ? "primary.main" : "divider",
                  bgcolor: chosen.layout === layout ? "action.selected" : undefined,
                  fontSize: 13,
                  fontWeight: 500,
                }}
              >
                {t(`layouts.${layout}`)}
              </ButtonBase>
            ))}
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
