"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { apiErrorCode } from "@/components/events/api-error";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { normaliseTotpInput } from "@/components/settings/recovery-codes";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { disableTwoFactorSchema, twoFactorCodeSchema } from "@/lib/auth/two-factor/schema";
import { TWO_FACTOR_ERRORS } from "@/lib/auth/error-codes";

type Input = { code: string; password?: string };

/**
 * The code the two-factor steps ask for (and, to turn it off, the password too), checked with the
 * API's own schema. The submit button lives in the dialog's actions (`form={id}`); the server's
 * answer to a wrong code or password shows at its field.
 */
export function TwoFactorCodeForm({
  id,
  withPassword = false,
  digitsOnly = false,
  onSubmit,
  onBusyChange,
}: {
  id: string;
  withPassword?: boolean;
  /** Enrolment takes the app's 6 digits only; later steps also take a recovery code. */
  digitsOnly?: boolean;
  onSubmit: (input: Input) => Promise<void>;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const errors = useSettingsErrors();
  const form = useZodForm(withPassword ? disableTwoFactorSchema : twoFactorCodeSchema, { password: "", code: "" });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setServerErrors({});
    setProblem(null);
    onBusyChange(true);
    try {
      await onSubmit(input as Input);
    } catch (error) {
      const atFields = errors.fieldErrors(error);
      if (apiErrorCode(error) === TWO_FACTOR_ERRORS.invalidCode) atFields.code = errors.text(error);
      setServerErrors(atFields);
      if (Object.keys(atFields).length === 0) setProblem(errors.text(error));
    } finally {
      onBusyChange(false);
    }
  }

  const field = (name: "code" | "password") => {
    const bound = form.textField(name);
    const serverError = serverErrors[name];
    return {
      ...bound,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setServerErrors((current) => ({ ...current, [name]: "" }));
        if (name === "code" && digitsOnly) form.setValue("code", normaliseTotpInput(event.target.value));
        else bound.onChange(event);
      },
      error: bound.error || Boolean(serverError),
      helperText: bound.helperText ?? (serverError || undefined),
    };
  };

  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={submit}
      sx={{ display: "flex", flexDirection: "column", gap: 2 }}
    >
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {withPassword && (
        <PasswordField
          {...field("password")}
          label={t("password")}
          autoComplete="current-password"
          required
          autoFocus
        />
      )}
      <TextField
        {...field("code")}
        label={digitsOnly ? t("codeLabel") : t("codeOrRecoveryLabel")}
        required
        autoFocus={!withPassword}
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: digitsOnly
            ? { inputMode: "numeric", pattern: "[0-9]*", maxLength: 6, spellCheck: false }
            : { spellCheck: false, autoCapitalize: "none" },
        }}
        sx={{ maxWidth: 320 }}
      />
    </Box>
  );
}
