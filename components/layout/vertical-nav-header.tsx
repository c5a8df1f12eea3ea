"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import Typography from "@mui/material/Typography";
import MenuOpenOutlined from "@mui/icons-material/MenuOpenOutlined";
import type { VerticalConfig } from "@/components/layout/shell-layouts";
import { ShellUserBlock, type ShellUser } from "@/components/layout/shell-user-block";
import { Logo } from "@/components/ui/logo";

/**
 * The head of a vertical navigation: the logo, the dense layout's fold button (beside the logo when
 * wide, under it when folded), then the user or the active account as the layout asks.
 */
export function VerticalNavHeader({
  config,
  isNarrow,
  canFold,
  onFoldChange,
  user,
  accountName,
}: {
  config: VerticalConfig;
  isNarrow: boolean;
  /** The dense layout on md and up, where the navigation folds to icons and back. */
  canFold: boolean;
  onFoldChange: (isDense: boolean) => void;
  user: ShellUser;
  accountName: string;
}) {
  const t = useTranslations("shell");
  return (
    <Box sx={{ flex: "none" }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: isNarrow ? "center" : "space-between",
          gap: 1,
          px: isNarrow ? 1 : 2.5,
          pt: 2.5,
          pb: 1.5,
        }}
      >
        <Logo inverted={config.tone !== "light"} showName={!isNarrow} />
        {canFold && !isNarrow && (
          <Tooltip title={t("toggleDense")}>
            <IconButton size="small" color="inherit" onClick={() => onFoldChange(true)} aria-label={t("toggleDense")}>
              <MenuOpenOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {canFold && isNarrow && (
        <Box sx={{ display: "flex", justifyContent: "center", pb: 1 }}>
          <Tooltip title={t("toggleDense")} placement="right">
            <IconButton size="small" color="inherit" onClick={() => onFoldChange(false)} aria-label={t("toggleDense")}>
              <MenuOpenOutlined fontSize="small" sx={{ transform: "scaleX(-1)" }} />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      {config.header === "user" && <ShellUserBlock user={user} isNarrow={isNarrow} />}
      {config.showAccount && !isNarrow && (
        <Box sx={{ mx: 2, mb: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: "rgba(127,127,127,0.14)" }}>
          <Typography
            sx={{ fontSize: 11, opacity: 0.7, textTransform: "uppercase", letterSpacing: "0.08em", fontWeight: 700 }}
          >
            {t("activeAccount")}
          </Typography>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }} data-testid="active-account">
            {accountName}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
