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
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { SIGN_IN_ERRORS, signInFormSchema } from "@/lib/auth/schema";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";

export function SignInForm({ redirectURL }: { redirectURL?: string }) {
  const t = useTranslations("auth.signIn");
  const tCommon = useTranslations("common");
  const form = useZodForm(signInFormSchema, { email: "", password: "", rememberMe: true as boolean });
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setIsSubmitting(true);
    setFormError(null);
    try {
      const result = await signIn("credentials", {
        redirect: false,
        email: input.email,
        password: input.password,
        rememberMe: String(input.rememberMe),
      });
      if (!result?.ok) {
        setFormError(result?.error === SIGN_IN_ERRORS.throttled ? t("throttled") : t("wrongCredentials"));
        setIsSubmitting(false);
        return;
      }
      // A full navigation, so every server component renders with the new session.
      window.location.assign(safeRedirectPath(redirectURL));
    } catch {
      setFormError(tCommon("genericError"));
      setIsSubmitting(false);
    }
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
