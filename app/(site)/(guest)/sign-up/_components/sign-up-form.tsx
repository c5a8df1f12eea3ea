"use client";
import { signIn } from "next-auth/react";
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
import { SIGNED_IN_HOME } from "@/lib/navigation/route-access";

/** Signing up through a vendor invitation: its token, the invited address and what to say when it is gone. */
export type SignUpInvitation = { token: string; email: string; goneText: string };

/**
 * Sign-up. Through an invitation (`/sign-up?invitation=<token>`) the request carries the token, the
 * new account joins the vendor as it is made (the vendor becomes its active account) and the user
 * is signed in and goes straight to the dashboard; a link that is gone meanwhile (410) is said above the form.
 */
export function SignUpForm({ invitation }: { invitation?: SignUpInvitation }) {
  const t = useTranslations("auth.signUp");
  const tCommon = useTranslations("common");
  const tLimits = useTranslations("attemptLimits");
  const router = useRouter();
  const form = useZodForm(signUpSchema, {
    name: "",
    email: invitation?.email ?? "",
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
      await apiFetch(
        "/api/auth/sign-up",
        jsonBody("POST", invitation ? { ...input, invitationToken: invitation.token } : input),
      );
      if (invitation) {
        const signedIn = await signIn("credentials", {
          redirect: false,
          email: input.email,
          password: input.password,
          rememberMe: "true",
        });
        // A full navigation, as after signing in, so every server component renders with the new session.
        if (signedIn?.ok) window.location.assign(SIGNED_IN_HOME);
        else router.push(`/sign-in?redirectURL=${encodeURIComponent(SIGNED_IN_HOME)}`);
        return;
      }
      router.push(`/confirmation-required?email=${encodeURIComponent(input.email)}`);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : undefined;
      const code = error instanceof ApiRequestError ? error.code : undefined;
      setFormError(
        status === 409
          ? t("emailTaken")
          : invitation && (status === 410 || status === 404)
            ? invitation.goneText
            : code === "too_many_attempts"
              ? tLimits("tooManyAttempts")
              : tCommon("genericError"),
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
