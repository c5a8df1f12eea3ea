"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useFeedback } from "@/components/events/feedback";
import { PasswordField } from "@/components/forms/password-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { useRenewSession } from "@/components/settings/use-renew-session";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { changePassword } from "@/lib/swr/use-settings";
import { changePasswordFormSchema } from "@/lib/users/schema";

type Fields = "currentPassword" | "newPassword" | "newPasswordConfirm";
const EMPTY = { currentPassword: "", newPassword: "", newPasswordConfirm: "" };

/** A new password: the current one first; afterwards every other session and token ends. */
export function PasswordSection() {
  const t = useTranslations("settings.security.password");
  const notify = useFeedback();
  const errors = useSettingsErrors();
  const renewSession = useRenewSession();
  // A successful change starts the form again, empty.
  const [formKey, setFormKey] = useState(0);

  async function submit(input: { currentPassword: string; newPassword: string }) {
    await changePassword(input);
    await renewSession();
    notify(t("changed"));
    setFormKey((key) => key + 1);
  }

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <PasswordForm key={formKey} onSubmit={submit} errors={errors} />
    </SettingsSection>
  );
}

function PasswordForm({
  onSubmit,
  errors,
}: {
  onSubmit: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
  errors: ReturnType<typeof useSettingsErrors>;
}) {
  const t = useTranslations("settings.security.password");
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Fields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setServerErrors({});
    const input = form.validate();
    if (!input) return;
    setSaving(true);
    try {
      await onSubmit({ currentPassword: input.currentPassword, newPassword: input.newPassword });
    } catch (error) {
      const atFields = errors.fieldErrors(error);
      setServerErrors(atFields);
      if (Object.keys(atFields).length === 0) setProblem(errors.text(error));
      setSaving(false);
    }
  }

  const field = (name: Fields, hint?: string) => {
    const bound = form.textField(name);
    const serverError = serverErrors[name];
    return {
      ...bound,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        if (serverError) setServerErrors((current) => ({ ...current, [name]: undefined }));
        bound.onChange(event);
      },
      error: bound.error || Boolean(serverError),
      helperText: bound.helperText ?? serverError ?? hint,
    };
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: "flex", flexDirection: "column", gap: 2, maxWidth: 480 }}
    >
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <PasswordField {...field("currentPassword")} label={t("current")} autoComplete="current-password" required />
      <PasswordField {...field("newPassword", t("newHint"))} label={t("new")} autoComplete="new-password" required />
      <PasswordField {...field("newPasswordConfirm")} label={t("confirm")} autoComplete="new-password" required />
      <Box>
        <Button type="submit" variant="contained" loading={isSaving}>
          {t("submit")}
        </Button>
      </Box>
    </Box>
  );
}
