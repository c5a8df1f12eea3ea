"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useZodForm } from "@/components/forms/use-zod-form";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schema";

/**
 * The second step of signing in (and of unlocking a session) for a user with two-factor sign-in
 * on: one field for the authenticator app's code or a recovery code. The parent makes the call;
 * `codeError` (a wrong code) shows at the field, `formError` (throttled, network) above it.
 */
export function TwoFactorCodeStep({
  isSubmitting,
  codeError,
  formError,
  submitLabel,
  onSubmit,
  onBack,
}: {
  isSubmitting: boolean;
  codeError: string | null;
  formError: string | null;
  submitLabel: string;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const t = useTranslations("twoFactor");
  const promptId = useId();
  const form = useZodForm(twoFactorCodeSchema, { code: "" });
  const field = form.textField("code");
  const inputRef = useRef<HTMLInputElement>(null);
  const helperText = field.helperText ?? codeError ?? undefined;

  // After a wrong code, the field is ready for the next one without reaching for the mouse.
  useEffect(() => {
    if (codeError) inputRef.current?.select();
  }, [codeError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) onSubmit(input.code);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${promptId}-title`}>
      <Stack spacing={2.5}>
        <Box>
          <Typography id={`${promptId}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("signInTitle")}
          </Typography>
          <Typography id={promptId} color="text.secondary" sx={{ mt: 0.5 }}>
            {t("signInPrompt")}
          </Typography>
        </Box>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          {...field}
          id={`${promptId}-code`}
          inputRef={inputRef}
          error={field.error || Boolean(codeError)}
          helperText={helperText}
          label={t("codeLabel")}
          autoComplete="one-time-code"
          autoFocus
          required
          slotProps={{
            htmlInput: {
              "aria-describedby": helperText ? `${promptId} ${promptId}-code-helper-text` : promptId,
              autoCapitalize: "none",
              autoCorrect: "off",
              spellCheck: false,
              maxLength: 64,
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="text" onClick={onBack} disabled={isSubmitting} sx={{ alignSelf: "flex-start" }}>
          {t("back")}
        </Button>
      </Stack>
    </Box>
  );
}
