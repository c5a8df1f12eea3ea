"use client";
import { useTranslations } from "next-intl";
import type { ChangeEvent } from "react";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import OpenInNewOutlined from "@mui/icons-material/OpenInNewOutlined";
import { TextLink } from "@/components/ui/links";
import { hostPagePath } from "@/components/settings/profile-values";

type BoundField = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
};

/**
 * The personal account's public address: typed after `/p/hosts/`, and, once saved, a link to the
 * page buyers see.
 */
export function HostSlugField({ field, savedSlug }: { field: BoundField; savedSlug: string | null }) {
  const t = useTranslations("settings.profile.hostPage");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      <TextField
        {...field}
        label={t("label")}
        autoComplete="off"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">/p/hosts/</InputAdornment> },
          htmlInput: { spellCheck: false, autoCapitalize: "none", maxLength: 80 },
        }}
      />
      {savedSlug ? (
        <TextLink
          href={hostPagePath(savedSlug)}
          target="_blank"
          rel="noopener"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, alignSelf: "flex-start", fontSize: 14 }}
        >
          {t("open", { path: hostPagePath(savedSlug) })}
          <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
        </TextLink>
      ) : null}
    </Box>
  );
}
