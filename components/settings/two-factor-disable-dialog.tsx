"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useFeedback } from "@/components/events/feedback";
import { TwoFactorCodeForm } from "@/components/settings/two-factor-code-form";
import type { DisableTwoFactorInput } from "@/lib/auth/two-factor/schema";

const FORM_ID = "two-factor-disable-form";

/** Turning two-factor sign-in off: the password and a code (from the app, or a recovery code). */
export function TwoFactorDisableDialog({
  onClose,
  disable,
}: {
  onClose: () => void;
  disable: (input: DisableTwoFactorInput) => Promise<void>;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const notify = useFeedback();
  const [isBusy, setBusy] = useState(false);

  async function submit(input: { code: string; password?: string }) {
    await disable({ code: input.code, password: input.password ?? "" });
    notify(t("disabled"));
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-disable-title">
      <DialogTitle id="two-factor-disable-title" sx={{ fontWeight: 700 }}>
        {t("disableTitle")}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("disableText")}</DialogContentText>
        <TwoFactorCodeForm id={FORM_ID} withPassword onBusyChange={setBusy} onSubmit={submit} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" color="error" loading={isBusy}>
          {t("disableSubmit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
