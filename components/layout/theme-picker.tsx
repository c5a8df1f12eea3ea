"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import CheckIcon from "@mui/icons-material/Check";
import { SettingsSectionTitle } from "@/components/layout/settings-section-title";
import { THEME_NAMES } from "@/lib/shell/appearance";
import { THEME_COLOURS, type ThemeClass } from "@/lib/shell/themes";

/** The colour themes as a radio group of swatches. */
export function ThemePicker({ value, onChange }: { value: ThemeClass; onChange: (theme: ThemeClass) => void }) {
  const t = useTranslations("shell");
  return (
    <>
      <SettingsSectionTitle>{t("theme")}</SettingsSectionTitle>
      <Box
        role="radiogroup"
        aria-label={t("theme")}
        sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1, mb: 3 }}
      >
        {THEME_NAMES.map((theme: ThemeClass) => (
          <ButtonBase
            key={theme}
            role="radio"
            aria-checked={value === theme}
            onClick={() => onChange(theme)}
            sx={{
              justifyContent: "flex-start",
              gap: 1,
              p: 1,
              borderRadius: 2,
              border: 1,
              borderColor: value === theme ? "primary.main" : "divider",
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
              {value === theme && <CheckIcon sx={{ fontSize: 14 }} />}
            </Box>
            {t(`themes.${theme}`)}
          </ButtonBase>
        ))}
      </Box>
    </>
  );
}
