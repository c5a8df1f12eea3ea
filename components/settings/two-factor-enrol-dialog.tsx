"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useFeedback } from "@/components/events/feedback";
import { RecoveryCodesView } from "@/components/settings/recovery-codes-view";
import { TwoFactorCodeForm } from "@/components/settings/two-factor-code-form";
import { TwoFactorDialogActions } from "@/components/settings/two-factor-dialog-actions";
import { TwoFactorSecret } from "@/components/settings/two-factor-secret";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import type { RecoveryCodes, TwoFactorCodeInput, TwoFactorEnrolment } from "@/lib/auth/two-factor/schema";

const FORM_ID = "two-factor-enrol-form";

/**
 * Turning two-factor sign-in on: scan the QR code (or type the key) into an authenticator app,
 * type the code it shows, then keep the ten recovery codes, shown this once.
 */
export function TwoFactorEnrolDialog({
  account,
  onClose,
  enrol,
  confirm,
}: {
  account: string;
  onClose: () => void;
  enrol: () => Promise<TwoFactorEnrolment>;
  confirm: (input: TwoFactorCodeInput) => Promise<RecoveryCodes>;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const errors = useSettingsErrors();
  const notify = useFeedback();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isBusy, setBusy] = useState(false);
  const started = useRef(-1);

  // One enrolment per attempt: a second POST would replace the secret the QR code shows.
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    enrol().then(setEnrolment, (error: unknown) => setProblem(errors.text(error, t("startFailed"))));
  }, [attempt, enrol, errors, t]);

  async function onConfirm(input: TwoFactorCodeInput) {
    const answer = await confirm(input);
    setCodes(answer.recoveryCodes);
    notify(t("enabled"));
  }

  return (
    <Dialog open onClose={codes ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="two-factor-enrol-title">
      <DialogTitle id="two-factor-enrol-title" sx={{ fontWeight: 700 }}>
        {codes ? t("codesTitle") : t("enrolTitle")}
      </DialogTitle>
      <DialogContent>
        {codes && <RecoveryCodesView codes={codes} account={account} />}
        {!codes && problem && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setProblem(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {t("retry")}
              </Button>
            }
          >
            {problem}
          </Alert>
        )}
        {!codes && !problem && (
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
            <Typography variant="body2">{t("scanStep")}</Typography>
            {enrolment ? (
              <>
                <Box
                  component="img"
                  src={enrolment.qrCode}
                  alt={t("qrAlt")}
                  width={200}
                  height={200}
                  data-testid="two-factor-qr"
                  sx={{ alignSelf: "center", bgcolor: "#fff", p: 1, borderRadius: 1, imageRendering: "pixelated" }}
                />
                <TwoFactorSecret secret={enrolment.secret} />
                <Typography variant="body2">{t("codeStep")}</Typography>
                <TwoFactorCodeForm id={FORM_ID} digitsOnly onSubmit={onConfirm} onBusyChange={setBusy} />
              </>
            ) : (
              <Skeleton variant="rounded" width={200} height={200} sx={{ alignSelf: "center" }} />
            )}
          </Box>
        )}
      </DialogContent>
      <TwoFactorDialogActions
        showsCodes={Boolean(codes)}
        formId={FORM_ID}
        submitLabel={t("turnOn")}
        isBusy={isBusy}
        submitDisabled={!enrolment}
        onClose={onClose}
      />
    </Dialog>
  );
}
