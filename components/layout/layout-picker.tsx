"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { SettingsSectionTitle } from "@/components/layout/settings-section-title";
import { LAYOUT_NAMES, type LayoutName } from "@/lib/shell/layout-resolution";

/** Every layout of the shell as a radio group of named buttons. */
export function LayoutPicker({ value, onChange }: { value: LayoutName; onChange: (layout: LayoutName) => void }) {
  const t = useTranslations("shell");
  return (
    <>
      <SettingsSectionTitle>{t("layout")}</SettingsSectionTitle>
      <Box
        role="radiogroup"
        aria-label={t("layout")}
        sx={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 1 }}
      >
        {LAYOUT_NAMES.map((layout: LayoutName) => (
          <ButtonBase
            key={layout}
            role="radio"
            aria-checked={value === layout}
            onClick={() => onChange(layout)}
            sx={{
              justifyContent: "flex-start",
              p: 1.25,
              borderRadius: 2,
              border: 1,
              borderColor: value === layout ? "primary.main" : "divider",
              bgcolor: value === layout ? "action.selected" : undefined,
              fontSize: 13,
              fontWeight: 500,
            }}
          >
            {t(`layouts.${layout}`)}
          </ButtonBase>
        ))}
      </Box>
    </>
  );
}
