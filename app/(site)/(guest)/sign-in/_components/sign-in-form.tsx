"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { TwoFactorCodeStep } from "@/components/auth/two-factor-code-step";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { SIGN_IN_ERRORS } from "@/lib/auth/error-codes";
import { signInFormSchema } from "@/lib/auth/schema";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";

type Credentials = { email: string; password: string; rememberMe: boolean };

/**
 * Email and password; for a user with two-factor sign-in on, next-auth answers
 * `two_factor_required` and a second step asks for the code, then signs in with all three.
 */
export function SignInForm({ redirectURL }: { redirectURL?: string }) {
  const t = useTranslations("auth.signIn");
  const tTwoFactor = useTranslations("twoFactor");
  const tCommon = useTranslations("common");
  const form = useZodForm(signInFormSchema, { email: "", password: "", rememberMe: true as boolean });
  const [formError, setFormError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The credentials the first step checked, kept for the second.
  const [pending, setPending] = useState<Credentials | null>(null);

  async function attempt(credentials: Credentials, code?: string) {
    setIsSubmitting(true);
    setFormError(null);
    setCodeError(null);
    try {
      const result = await signIn("credentials", {
        redirect: false,
        email: credentials.email,
        password: credentials.password,
        rememberMe: String(credentials.rememberMe),
        ...(code === undefined ? {} : { code }),
      });
      if (result?.ok) {
        // A full navigation, so every server component renders with the new session.
        window.location.assign(safeRedirectPath(redirectURL));
        return;
      }
      setIsSubmitting(false);
      if (result?.error === SIGN_IN_ERRORS.twoFactorRequired) setPending(credentials);
      else if (result?.error === SIGN_IN_ERRORS.invalidTwoFactorCode) setCodeError(tTwoFactor("invalidCode"));
      else if (result?.error === SIGN_IN_ERRORS.throttled) setFormError(t("throttled"));
      else {
        // Wrong credentials (on the second step only if the password changed meanwhile): back to them.
        setPending(null);
        setFormError(t("wrongCredentials"));
      }
    } catch {
      setFormError(tCommon("genericError"));
      setIsSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) void attempt({ email: input.email, password: input.password, rememberMe: input.rememberMe });
  }

  if (pending) {
    return (
      <TwoFactorCodeStep
        isSubmitting={isSubmitting}
        codeError={codeError}
        formError={formError}
        submitLabel={tTwoFactor("verify")}
        onSubmit={(code) => void attempt(pending, code)}
        onBack={() => {
          setPending(null);
          setFormError(null);
        }}
      />
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        <TextField
          {...form.textField("email")}
          label={t("email")}
          type="email"
          autoComplete="email"
          autoFocus
          required
        />
        <PasswordField {...form.textField("password")} label={t("password")} autoComplete="current-password" required />
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.values.rememberMe}
                onChange={(event) => form.setValue("rememberMe", event.target.checked)}
              />
            }
            label={t("rememberMe")}
          />
          <Link component={NextLink} href="/forgot-password">
            {t("forgotPassword")}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t("submit")}
        </Button>
      </Stack>
    </Box>
  );
}
