"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { useFeedback } from "@/components/events/feedback";
import { RECOVERY_CODES_FILE, recoveryCodesText } from "@/components/settings/recovery-codes";
import { downloadText } from "@/components/settings/download-text";

/**
 * The ten recovery codes, shown this once: each works one time instead of an app code. They can
 * be copied or downloaded as a text file.
 */
export function RecoveryCodesView({ codes, account }: { codes: readonly string[]; account: string }) {
  const t = useTranslations("settings.security.recoveryCodes");
  const notify = useFeedback();
  const text = () =>
    recoveryCodesText({ codes, title: t("fileTitle"), account, createdAt: new Date(), hint: t("fileHint") });

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify(t("copied"));
    } catch {
      notify(t("copyFailed"), "error");
    }
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Alert severity="warning">{t("onlyOnce")}</Alert>
      <Box
        component="ol"
        aria-label={t("label")}
        data-testid="recovery-codes"
        sx={{
          listStyle: "none",
          m: 0,
          p: 2,
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          gap: 1,
          borderRadius: 1,
          bgcolor: "action.hover",
          fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
          fontSize: 15,
          letterSpacing: "0.04em",
          textAlign: "center",
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {t("copy")}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => downloadText(RECOVERY_CODES_FILE, text())}
        >
          {t("download")}
        </Button>
      </Box>
    </Box>
  );
}
