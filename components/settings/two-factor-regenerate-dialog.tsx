"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { RecoveryCodesView } from "@/components/settings/recovery-codes-view";
import { TwoFactorCodeForm } from "@/components/settings/two-factor-code-form";
import { TwoFactorDialogActions } from "@/components/settings/two-factor-dialog-actions";
import type { RecoveryCodes, TwoFactorCodeInput } from "@/lib/auth/two-factor/schema";

const FORM_ID = "two-factor-regenerate-form";

/** New recovery codes (the old ones stop working), after a code from the app or a recovery code. */
export function TwoFactorRegenerateDialog({
  account,
  onClose,
  regenerate,
}: {
  account: string;
  onClose: () => void;
  regenerate: (input: TwoFactorCodeInput) => Promise<RecoveryCodes>;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [isBusy, setBusy] = useState(false);

  return (
    <Dialog open onClose={codes ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-codes-title">
      <DialogTitle id="two-factor-codes-title" sx={{ fontWeight: 700 }}>
        {codes ? t("codesTitle") : t("regenerateTitle")}
      </DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodesView codes={codes} account={account} />
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t("regenerateText")}</DialogContentText>
            <TwoFactorCodeForm
              id={FORM_ID}
              onBusyChange={setBusy}
              onSubmit={async (input) => setCodes((await regenerate(input)).recoveryCodes)}
            />
          </>
        )}
      </DialogContent>
      <TwoFactorDialogActions
        showsCodes={Boolean(codes)}
        formId={FORM_ID}
        submitLabel={t("regenerateSubmit")}
        isBusy={isBusy}
        onClose={onClose}
      />
    </Dialog>
  );
}
