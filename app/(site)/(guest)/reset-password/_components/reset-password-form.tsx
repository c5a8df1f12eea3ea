"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { resetPasswordFormSchema } from "@/lib/auth/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth.resetPassword");
  const tCommon = useTranslations("common");
  const tLimits = useTranslations("attemptLimits");
  const form = useZodForm(resetPasswordFormSchema, { password: "", passwordConfirm: "" });
  const [status, setStatus] = useState<"idle" | "submitting" | "done" | "invalidToken" | "limited" | "error">("idle");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setStatus("submitting");
    try {
      await apiFetch("/api/auth/reset-password", jsonBody("POST", { token, password: input.password }));
      setStatus("done");
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error : null;
      setStatus(failure?.status === 400 ? "invalidToken" : failure?.code === "too_many_attempts" ? "limited" : "error");
    }
  }

  if (status === "done") {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          {t("done")}
        </Alert>
        <Button component={NextLink} href="/sign-in" variant="contained" size="large">
          {t("signInLink")}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {status === "invalidToken" && (
          <Alert severity="error" role="alert">
            {t("invalidToken")}{" "}
            <Link component={NextLink} href="/forgot-password">
              {t("requestNew")}
            </Link>
          </Alert>
        )}
        {(status === "error" || status === "limited") && (
          <Alert severity="error" role="alert">
            {status === "limited" ? tLimits("tooManyAttempts") : tCommon("genericError")}
          </Alert>
        )}
        <PasswordField
          {...form.textField("password")}
          label={t("password")}
          autoComplete="new-password"
          autoFocus
          required
        />
        <PasswordField
          {...form.textField("passwordConfirm")}
          label={t("passwordConfirm")}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" loading={status === "submitting"}>
          {t("submit")}
        </Button>
      </Stack>
    </Box>
  );
}
