"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { signUpSchema } from "@/lib/auth/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";

export function SignUpForm() {
  const t = useTranslations("auth.signUp");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const form = useZodForm(signUpSchema, {
    name: "",
    email: "",
    password: "",
    company: "",
    agreements: false as boolean,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setIsSubmitting(true);
    setFormError(null);
    try {
      await apiFetch("/api/auth/sign-up", jsonBody("POST", input));
      router.push(`/confirmation-required?email=${encodeURIComponent(input.email)}`);
    } catch (error) {
      setFormError(
        error instanceof ApiRequestError && error.status === 409 ? t("emailTaken") : tCommon("genericError"),
      );
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
        <TextField {...form.textField("name")} label={t("name")} autoComplete="name" autoFocus required />
        <TextField {...form.textField("email")} label={t("email")} type="email" autoComplete="email" required />
        <PasswordField
          {...form.textField("password")}
          helperText={form.errors.password ?? t("passwordHint")}
          label={t("password")}
          autoComplete="new-password"
          required
        />
        <TextField {...form.textField("company")} label={t("company")} autoComplete="organization" />
        <FormControl error={Boolean(form.errors.agreements)}>
          <FormControlLabel
            control={
              <Checkbox
                name="agreements"
                checked={form.values.agreements}
                onChange={(event) => form.setValue("agreements", event.target.checked)}
              />
            }
            label={t("agreements")}
          />
          {form.errors.agreements && <FormHelperText>{form.errors.agreements}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t("submit")}
        </Button>
      </Stack>
    </Box>
  );
}
