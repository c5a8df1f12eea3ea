"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import { RetryAlert } from "@/components/ui/retry-alert";
import { SettingsSection } from "@/components/settings/settings-section";
import { TwoFactorDisableDialog } from "@/components/settings/two-factor-disable-dialog";
import { TwoFactorEnrolDialog } from "@/components/settings/two-factor-enrol-dialog";
import { TwoFactorRegenerateDialog } from "@/components/settings/two-factor-regenerate-dialog";
import { useTwoFactorStatus } from "@/lib/swr/use-two-factor";

type OpenDialog = "enrol" | "regenerate" | "disable" | null;

/** Two-factor sign-in with an authenticator app: whether it is on, and the way to turn it on or off. */
export function TwoFactorSection({ account }: { account: string }) {
  const t = useTranslations("settings.security.twoFactor");
  const locale = useLocale();
  const twoFactor = useTwoFactorStatus();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const status = twoFactor.data;
  const close = () => setDialog(null);

  return (
    <SettingsSection
      title={t("title")}
      description={t("description")}
      action={
        status && (
          <Chip
            label={status.enabled ? t("on") : t("off")}
            color={status.enabled ? "success" : "default"}
            variant={status.enabled ? "filled" : "outlined"}
            size="small"
            data-testid="two-factor-status"
            sx={{ fontWeight: 600 }}
          />
        )
      }
    >
      {!status && twoFactor.error && (
        <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void twoFactor.mutate()} />
      )}
      {!status && !twoFactor.error && <Skeleton variant="rounded" height={40} width={240} />}
      {status && !status.enabled && (
        <Button variant="contained" onClick={() => setDialog("enrol")}>
          {t("enable")}
        </Button>
      )}
      {status?.enabled && (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Box>
            {status.enabledAt && (
              <Typography variant="body2">
                {t("enabledAt", { date: formatDateTime(status.enabledAt, locale) })}
              </Typography>
            )}
            <Typography variant="body2" color={status.recoveryCodesLeft <= 2 ? "warning.main" : "text.secondary"}>
              {t("codesLeft", { count: status.recoveryCodesLeft })}
            </Typography>
          </Box>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button variant="outlined" onClick={() => setDialog("regenerate")}>
              {t("regenerate")}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog("disable")}>
              {t("disable")}
            </Button>
          </Box>
        </Box>
      )}
      {dialog === "enrol" && (
        <TwoFactorEnrolDialog account={account} onClose={close} enrol={twoFactor.enrol} confirm={twoFactor.confirm} />
      )}
      {dialog === "regenerate" && (
        <TwoFactorRegenerateDialog account={account} onClose={close} regenerate={twoFactor.regenerateRecoveryCodes} />
      )}
      {dialog === "disable" && <TwoFactorDisableDialog onClose={close} disable={twoFactor.disable} />}
    </SettingsSection>
  );
}
