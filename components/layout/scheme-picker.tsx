"use client";
import { useTranslations } from "next-intl";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { SettingsSectionTitle } from "@/components/layout/settings-section-title";
import { SCHEME_NAMES, type SchemeName } from "@/lib/shell/appearance";

/** Light, dark or the system's scheme, as a row of toggle buttons. */
export function SchemePicker({ value, onChange }: { value: SchemeName; onChange: (scheme: SchemeName) => void }) {
  const t = useTranslations("shell");
  return (
    <>
      <SettingsSectionTitle>{t("scheme")}</SettingsSectionTitle>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        onChange={(_, scheme: SchemeName | null) => scheme && onChange(scheme)}
        aria-label={t("scheme")}
        sx={{ mb: 3 }}
      >
        {SCHEME_NAMES.map((scheme) => (
          <ToggleButton key={scheme} value={scheme}>
            {t(`schemes.${scheme}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
