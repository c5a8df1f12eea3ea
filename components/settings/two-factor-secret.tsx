"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import { useFeedback } from "@/components/events/feedback";

/** The secret key for typing into an app that cannot scan, in groups of four, with a copy button. */
export function TwoFactorSecret({ secret }: { secret: string }) {
  const t = useTranslations("settings.security.twoFactor");
  const notify = useFeedback();
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      notify(t("secretCopied"));
    } catch {
      notify(t("copyFailed"), "error");
    }
  }

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="two-factor-secret-label">
        {t("secretLabel")}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5 }}>
        <Typography
          component="code"
          aria-labelledby="two-factor-secret-label"
          data-testid="two-factor-secret"
          data-secret={secret}
          sx={{
            fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
            fontSize: 15,
            letterSpacing: "0.06em",
            wordBreak: "break-all",
            bgcolor: "action.hover",
            px: 1,
            py: 0.5,
            borderRadius: 1,
          }}
        >
          {grouped}
        </Typography>
        <Tooltip title={t("copySecret")}>
          <IconButton onClick={() => void copy()} aria-label={t("copySecret")} size="small">
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
