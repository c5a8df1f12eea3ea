"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { TwoFactorCodeStep } from "@/components/auth/two-factor-code-step";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { TWO_FACTOR_ERRORS } from "@/lib/auth/error-codes";
import { currentPasswordField } from "@/lib/auth/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";
import { useClientSession } from "@/lib/auth/client-session";
import type { SessionUpdate } from "@/lib/auth/next-auth-options";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";
import { z } from "zod";

const unlockFormSchema = z.object({ password: currentPasswordField });

/**
 * Locks the session on arrival (every signed-in page then leads here), and unlocks it when the
 * password is right: the unlock-session call proves it and hands back a fresh token, which the
 * session accepts as proof. With two-factor sign-in on, the same call asks for the code too
 * (it hands out a token, so it follows sign-in's rule), in a second step.
 */
export function UnlockSessionForm({ email, name, redirectURL }: { email: string; name: string; redirectURL?: string }) {
  const t = useTranslations("auth.unlockSession");
  const tSignIn = useTranslations("auth.signIn");
  const tTwoFactor = useTranslations("twoFactor");
  const tCommon = useTranslations("common");
  const { data: session, status, update } = useClientSession();
  const hasLocked = useRef(false);
  const form = useZodForm(unlockFormSchema, { password: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  // The password the first step checked, kept for the second.
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);

  useEffect(() => {
    if (status !== "authenticated" || hasLocked.current) return;
    // Once per arrival: a session found locked counts too, so the unlocked session this form
    // brings about (read back before the page moves on) is never locked again.
    hasLocked.current = true;
    if (!session.locked) void update({ lock: true } satisfies SessionUpdate);
  }, [status, session?.locked, update]);

  async function unlock(password: string, code?: string) {
    setIsSubmitting(true);
    setFormError(null);
    setCodeError(null);
    try {
      const { accessToken } = await apiFetch<{ accessToken: string }>(
        "/api/auth/unlock-session",
        jsonBody("POST", { email, password, ...(code === undefined ? {} : { code }) }),
      );
      const updated = await update({ unlockWithAccessToken: accessToken } satisfies SessionUpdate);
      if (updated?.locked) throw new Error("The session stayed locked.");
      window.location.assign(safeRedirectPath(redirectURL));
    } catch (error) {
      setIsSubmitting(false);
      const failure = error instanceof ApiRequestError ? error : null;
      if (failure?.code === TWO_FACTOR_ERRORS.required) return setPendingPassword(password);
      if (failure?.code === TWO_FACTOR_ERRORS.invalidCode) return setCodeError(tTwoFactor("invalidCode"));
      if (failure?.status === 404) setPendingPassword(null);
      setFormError(
        failure?.status === 404
          ? t("wrongPassword")
          : failure?.status === 429
            ? tSignIn("throttled")
            : tCommon("genericError"),
      );
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) void unlock(input.password);
  }

  if (pendingPassword !== null) {
    return (
      <TwoFactorCodeStep
        isSubmitting={isSubmitting}
        codeError={codeError}
        formError={formError}
        submitLabel={t("submit")}
        onSubmit={(code) => void unlock(pendingPassword, code)}
        onBack={() => {
          setPendingPassword(null);
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
        {/* Lets password managers know whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          {...form.textField("password")}
          label={t("password")}
          autoComplete="current-password"
          autoFocus
          required
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t("submit")}
        </Button>
        <Link component={NextLink} href="/sign-out" sx={{ alignSelf: "flex-start" }}>
          {t("notYou", { name })}
        </Link>
      </Stack>
    </Box>
  );
}
