"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useSession } from "next-auth/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { currentPasswordField } from "@/lib/auth/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";
import type { SessionUpdate } from "@/lib/auth/next-auth-options";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";
import { z } from "zod";

const unlockFormSchema = z.object({ password: currentPasswordField });

/**
 * Locks the session on arrival (every signed-in page then leads here), and unlocks it when the
 * password is right: the unlock-session call proves it and hands back a fresh token, which the
 * session accepts as proof.
 */
export function UnlockSessionForm({ email, name, redirectURL }: { email: string; name: string; redirectURL?: string }) {
  const t = useTranslations("auth.unlockSession");
  const tSignIn = useTranslations("auth.signIn");
  const tCommon = useTranslations("common");
  const { data: session, status, update } = useSession();
  const hasLocked = useRef(false);
  const form = useZodForm(unlockFormSchema, { password: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (status !== "authenticated" || session.locked || hasLocked.current) return;
    hasLocked.current = true;
    void update({ lock: true } satisfies SessionUpdate);
  }, [status, session?.locked, update]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setIsSubmitting(true);
    setFormError(null);
    try {
      const { accessToken } = await apiFetch<{ accessToken: string }>(
        "/api/auth/unlock-session",
        jsonBody("POST", { email, password: input.password }),
      );
      const updated = await update({ unlockWithAccessToken: accessToken } satisfies SessionUpdate);
      if (updated?.locked) throw new Error("The session stayed locked.");
      window.location.assign(safeRedirectPath(redirectURL));
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setFormError(
        status === 404 ? t("wrongPassword") : status === 429 ? tSignIn("throttled") : tCommon("genericError"),
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
