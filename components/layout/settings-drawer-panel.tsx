"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { LayoutPicker } from "@/components/layout/layout-picker";
import { SchemePicker } from "@/components/layout/scheme-picker";
import { ThemePicker } from "@/components/layout/theme-picker";
import type { useAppearanceSettings } from "@/components/layout/use-appearance-settings";

/** The settings drawer's panel (components/layout/settings-drawer.tsx keeps the choices): layout, scheme and theme. */
export function SettingsDrawerPanel({
  isOpen,
  onClose: close,
  settings: { chosen, hasFailed, save },
}: {
  isOpen: boolean;
  onClose: () => void;
  settings: ReturnType<typeof useAppearanceSettings>;
}) {
  const t = useTranslations("shell");
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 380 } } } }}
    >
      <Box role="dialog" aria-label={t("settingsTitle")} sx={{ p: 3 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("settingsTitle")}
          </Typography>
          <IconButton onClick={close} aria-label={t("close")}>
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
  );
}
