"use client";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { AccountInUseNotice } from "@/components/settings/account-in-use-notice";
import { accountInUseDetails } from "@/components/settings/account-in-use";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { deleteAccount } from "@/lib/swr/use-settings";
import { deleteAccountSchema, type AccountInUseDetails } from "@/lib/users/schema";

const FORM_ID = "delete-account-form";

/**
 * Deleting the account, after the password is typed again. Refused, with the reasons and where to
 * fix them, while upcoming events sold tickets or a vendor has no other owner; once done, this
 * browser signs out and goes to sign-in.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("settings.data.delete");
  const errors = useSettingsErrors();
  const form = useZodForm(deleteAccountSchema, { password: "" });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockers, setBlockers] = useState<AccountInUseDetails | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setPasswordError(null);
    setBlockers(null);
    const input = form.validate();
    if (!input) return;
    setDeleting(true);
    try {
      await deleteAccount(input.password);
    } catch (error) {
      setDeleting(false);
      const inUse = accountInUseDetails(error);
      if (inUse) return setBlockers(inUse);
      const atField = errors.fieldErrors(error).password;
      if (atField) setPasswordError(atField);
      else setProblem(errors.text(error));
      return;
    }
    // The answer already ended this browser's session cookie; next-auth forgets it too and loads sign-in afresh.
    await signOut({ callbackUrl: "/sign-in" });
  }

  const password = form.textField("password");
  return (
    <Dialog
      open
      onClose={isDeleting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-account-title"
    >
      <DialogTitle id="delete-account-title" sx={{ fontWeight: 700 }}>
        {t("dialogTitle")}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={FORM_ID}
          noValidate
          onSubmit={submit}
          sx={{ display: "flex", flexDirection: "column", gap: 2 }}
        >
          <DialogContentText>{t("dialogText")}</DialogContentText>
          {blockers && <AccountInUseNotice details={blockers} />}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <PasswordField
            {...password}
            onChange={(changeEvent) => {
              setPasswordError(null);
              password.onChange(changeEvent as React.ChangeEvent<HTMLInputElement>);
            }}
            error={password.error || Boolean(passwordError)}
            helperText={password.helperText ?? passwordError ?? undefined}
            label={t("password")}
            autoComplete="current-password"
            required
            autoFocus
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={isDeleting}>
          {t("cancel")}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" color="error" loading={isDeleting}>
          {t("submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
