"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import TextField from "@mui/material/TextField";
import { useFeedback } from "@/components/events/feedback";
import { PasswordField } from "@/components/forms/password-field";
import { TimeZoneField } from "@/components/events/time-zone-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { HostSlugField } from "@/components/settings/host-slug-field";
import {
  changesEmail,
  changesShellName,
  profileChanges,
  profileFormValues,
  type ProfileFormValues,
} from "@/components/settings/profile-values";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { SettingsSubheading } from "@/components/settings/settings-subheading";
import { VendorCurrencyField } from "@/components/vendors/vendor-currency-field";
import type { Currency } from "@/lib/events/schema";
import { updateProfile } from "@/lib/swr/use-settings";
import { profileFormSchema, type ProfileAnswer } from "@/lib/users/schema";

/**
 * Name, email, public host address, and the currency and time zone new events start with. Saves
 * only what changed; a new email asks for the current password and waits for its confirmation
 * link. A new name shows in the shell at once (the page's server data is refreshed).
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: ProfileAnswer;
  onSaved: (answer: ProfileAnswer) => void;
}) {
  const t = useTranslations("settings.profile");
  const tPassword = useTranslations("settings.security.password");
  const tValidation = useTranslations("validation");
  const router = useRouter();
  const notify = useFeedback();
  const errors = useSettingsErrors();
  const form = useZodForm<ProfileFormValues, z.output<typeof profileFormSchema>>(
    profileFormSchema,
    profileFormValues(profile.user),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setServerErrors({});
    const parsed = form.validate();
    if (!parsed) return;
    const patch = profileChanges(profile.user, parsed);
    if (Object.keys(patch).length === 0) return notify(t("nothingChanged"), "info");
    if (patch.email && !patch.currentPassword) return setServerErrors({ currentPassword: tValidation("required") });
    setSaving(true);
    try {
      const answer = await updateProfile(patch);
      form.setValue("currentPassword", "");
      onSaved(answer);
      notify(patch.email ? t("email.sent", { email: answer.pendingEmail ?? patch.email }) : t("saved"));
      if (changesShellName(patch)) router.refresh();
    } catch (error) {
      const atFields = errors.fieldErrors(error);
      setServerErrors(atFields);
      if (Object.keys(atFields).length === 0) setProblem(errors.text(error));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof ProfileFormValues, hint?: string) => {
    const bound = form.textField(name);
    const serverError = serverErrors[name];
    return {
      ...bound,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        if (serverError) setServerErrors((current) => ({ ...current, [name]: "" }));
        bound.onChange(event);
      },
      error: bound.error || Boolean(serverError),
      helperText: bound.helperText ?? (serverError || hint),
    };
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <TextField {...field("firstName")} label={t("firstName")} autoComplete="given-name" required />
        <TextField {...field("lastName")} label={t("lastName")} autoComplete="family-name" />
      </Box>
      <TextField
        {...field("email", t("email.hint"))}
        label={t("email.label")}
        type="email"
        autoComplete="email"
        required
      />
      {changesEmail(profile.user, form.values.email) && (
        <PasswordField
          {...field("currentPassword")}
          label={tPassword("current")}
          autoComplete="current-password"
          required
        />
      )}
      {profile.pendingEmail && (
        <Alert severity="info" data-testid="pending-email">
          {t("email.pending", { email: profile.pendingEmail })}
        </Alert>
      )}

      <Divider />
      <SettingsSubheading title={t("hostPage.title")} text={t("hostPage.text")} />
      <HostSlugField field={field("hostSlug", t("hostPage.hint"))} savedSlug={profile.user.hostSlug} />

      <Divider />
      <SettingsSubheading title={t("defaults.title")} text={t("defaults.text")} />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2, alignItems: "start" }}>
        <VendorCurrencyField
          value={form.values.currency as Currency}
          error={form.errors.currency ?? (serverErrors.currency || undefined)}
          onChange={(currency) => form.setValue("currency", currency)}
        />
        <TimeZoneField
          id="settings-time-zone"
          value={form.values.timeZone}
          onChange={(zone) => form.setValue("timeZone", zone)}
          label={t("defaults.timeZone")}
          error={Boolean(form.errors.timeZone || serverErrors.timeZone)}
          helperText={form.errors.timeZone ?? (serverErrors.timeZone || t("defaults.timeZoneHint"))}
        />
      </Box>

      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button type="submit" variant="contained" loading={isSaving}>
          {t("save")}
        </Button>
      </Box>
    </Box>
  );
}
