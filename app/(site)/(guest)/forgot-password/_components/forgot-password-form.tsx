"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useZodForm } from "@/components/forms/use-zod-form";
import { forgotPasswordSchema } from "@/lib/auth/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";

export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgotPassword");
  const tCommon = useTranslations("common");
  const tLimits = useTranslations("attemptLimits");
  const form = useZodForm(forgotPasswordSchema, { email: "" });
  const [status, setStatus] = useState<"idle" | "submitting" | "sent" | "limited" | "error">("idle");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setStatus("submitting");
    try {
      await apiFetch("/api/auth/forgot-password", jsonBody("POST", input));
      setStatus("sent");
    } catch (error) {
      setStatus(error instanceof ApiRequestError && error.code === "too_many_attempts" ? "limited" : "error");
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {status === "sent" && (
          <Alert severity="success" role="status">
            {t("sent")}
          </Alert>
        )}
        {(status === "error" || status === "limited") && (
          <Alert severity="error" role="alert">
            {status === "limited" ? tLimits("tooManyAttempts") : tCommon("genericError")}
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
        <Button type="submit" variant="contained" size="large" loading={status === "submitting"}>
          {t("submit")}
        </Button>
        <Typography color="text.secondary">
          {t("returnTo")}{" "}
          <Link component={NextLink} href="/sign-in">
            {t("signInLink")}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
