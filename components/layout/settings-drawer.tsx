"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import { useAppearanceSettings } from "@/components/layout/use-appearance-settings";
import type { Appearance } from "@/lib/shell/appearance";

// The drawer (the pickers, and MUI's Drawer and Modal) loads on the first opening, or as soon as
// the pointer or the focus reaches the cog: not part of every signed-in page's first load (issue 17).
const loadSettingsDrawerPanel = () =>
  import("@/components/layout/settings-drawer-panel").then((module) => module.SettingsDrawerPanel);
const SettingsDrawerPanel = dynamic(loadSettingsDrawerPanel, { ssr: false });

/** The cog of every full layout: layout, scheme and theme, saved to the user's preferences. */
export function SettingsDrawer({ appearance }: { appearance: Appearance }) {
  const t = useTranslations("shell");
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const settings = useAppearanceSettings(appearance);

  return (
    <>
      <Tooltip title={t("settings")}>
        <IconButton
          color="inherit"
          onClick={() => setIsOpen(true)}
          onPointerEnter={() => void loadSettingsDrawerPanel()}
          onFocus={() => void loadSettingsDrawerPanel()}
          aria-label={t("settings")}
          size="small"
        >
          <SettingsOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {hasOpened && <SettingsDrawerPanel isOpen={isOpen} onClose={() => setIsOpen(false)} settings={settings} />}
    </>
  );
}
