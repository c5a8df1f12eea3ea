"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { LayoutPicker } from "@/components/layout/layout-picker";
import { SchemePicker } from "@/components/layout/scheme-picker";
import { ThemePicker } from "@/components/layout/theme-picker";
import { useAppearanceSettings } from "@/components/layout/use-appearance-settings";
import { LanguagePreference } from "@/components/settings/language-preference";
import { NotificationsSection } from "@/components/settings/notifications-section";
import { SettingsSection } from "@/components/settings/settings-section";
import type { Appearance } from "@/lib/shell/appearance";

/**
 * The preferences tab: language, and the scheme, theme and layout the shell's settings drawer
 * also sets (the same pickers and the same saved preferences), then the notification mails.
 */
export function PreferencesTab({ appearance }: { appearance: Appearance }) {
  const t = useTranslations("settings.preferences");
  const { chosen, hasFailed, save } = useAppearanceSettings(appearance);

  return (
    <>
      <SettingsSection title={t("languageTitle")} description={t("languageText")}>
        <LanguagePreference />
      </SettingsSection>
      <SettingsSection title={t("appearanceTitle")} description={t("appearanceText")}>
        {hasFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t("appearanceFailed")}
          </Alert>
        )}
        <Box sx={{ maxWidth: 560 }}>
          <SchemePicker value={chosen.scheme} onChange={(scheme) => save({ scheme })} />
          <ThemePicker value={chosen.theme} onChange={(theme) => save({ theme })} />
          <LayoutPicker value={chosen.layout} onChange={(layout) => save({ layout })} />
        </Box>
      </SettingsSection>
      <NotificationsSection />
    </>
  );
}
