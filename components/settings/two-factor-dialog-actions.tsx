"use client";
import { useTranslations } from "next-intl";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";

/**
 * The two-factor dialogs' buttons: "Cancel" and the code form's submit while a code is asked for,
 * then "Done" once the recovery codes show.
 */
export function TwoFactorDialogActions({
  showsCodes,
  formId,
  submitLabel,
  isBusy,
  submitDisabled,
  onClose,
}: {
  showsCodes: boolean;
  formId: string;
  submitLabel: string;
  isBusy: boolean;
  submitDisabled?: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("settings.security.twoFactor");
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      {showsCodes ? (
        <Button variant="contained" onClick={onClose}>
          {t("done")}
        </Button>
      ) : (
        <>
          <Button color="inherit" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={submitDisabled} loading={isBusy}>
            {submitLabel}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
