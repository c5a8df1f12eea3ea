"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import { LayoutPicker } from "@/components/layout/layout-picker";
import { SchemePicker } from "@/components/layout/scheme-picker";
import { ThemePicker } from "@/components/layout/theme-picker";
import { useAppearanceSettings } from "@/components/layout/use-appearance-settings";
import type { Appearance } from "@/lib/shell/appearance";

/** The cog of every full layout: layout, scheme and theme, saved to the user's preferences. */
export function SettingsDrawer({ appearance }: { appearance: Appearance }) {
  const t = useTranslations("shell");
  const [isOpen, setIsOpen] = useState(false);
  const { chosen, hasFailed, save } = useAppearanceSettings(appearance);

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
          <SchemePicker value={chosen.scheme} onChange={(scheme) => save({ scheme })} />
          <ThemePicker value={chosen.theme} onChange={(theme) => save({ theme })} />
          <LayoutPicker value={chosen.layout} onChange={(layout) => save({ layout })} />
        </Box>
      </Drawer>
    </>
  );
}
