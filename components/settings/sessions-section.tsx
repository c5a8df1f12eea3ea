"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Button from "@mui/material/Button";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { useFeedback } from "@/components/events/feedback";
import { useConfirm } from "@/components/ui/confirmation";
import { SettingsSection } from "@/components/settings/settings-section";
import { useRenewSession } from "@/components/settings/use-renew-session";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { revokeOtherSessions } from "@/lib/swr/use-settings";

/** "Sign out everywhere else": every other browser and token ends; this one stays signed in. */
export function SessionsSection() {
  const t = useTranslations("settings.security.sessions");
  const confirm = useConfirm();
  const notify = useFeedback();
  const errors = useSettingsErrors();
  const renewSession = useRenewSession();
  const [isBusy, setBusy] = useState(false);

  async function signOutElsewhere() {
    const isConfirmed = await confirm({
      title: t("confirmTitle"),
      message: t("confirmText"),
      icon: { name: "warning", color: "warning" },
      actions: { confirm: { label: t("confirmAction"), color: "warning" } },
      dismissible: true,
    });
    if (!isConfirmed) return;
    setBusy(true);
    try {
      await revokeOtherSessions();
      await renewSession();
      notify(t("done"));
    } catch (error) {
      notify(errors.text(error), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<LogoutOutlined />}
        onClick={() => void signOutElsewhere()}
        loading={isBusy}
      >
        {t("action")}
      </Button>
    </SettingsSection>
  );
}
