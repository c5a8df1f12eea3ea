"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { apiErrorCode, apiIssues } from "@/components/events/api-error";
import { useFeedback } from "@/components/events/feedback";
import { useVendorErrorText } from "@/components/vendors/use-vendor-error-text";
import {
  hasChanges,
  profileChanges,
  profileErrors,
  profileValues,
  type VendorProfileErrors,
  type VendorProfileField,
  type VendorProfileValues,
} from "@/components/vendors/vendor-profile-values";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { useRefreshVendors, vendorUrl } from "@/lib/swr/use-vendors";
import { updateVendorSchema, type VendorProfile } from "@/lib/vendors/team-schema";

/**
 * The profile form of owners and admins: values checked with the endpoint's schema (an error shows
 * after a blur or a submit), only the changed fields sent (PATCH /api/vendors/{id}); a taken slug
 * comes back as a 409 and is shown at its field.
 */
export function useVendorProfileForm(vendor: VendorProfile) {
  const t = useTranslations("vendors");
  const tValidation = useTranslations("validation");
  const router = useRouter();
  const notify = useFeedback();
  const errorText = useVendorErrorText();
  const refreshVendors = useRefreshVendors();
  const [initial, setInitial] = useState(() => profileValues(vendor));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<VendorProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const message = (key: string | undefined) =>
    !key ? undefined : tValidation.has(key as never) ? tValidation(key as never) : key;

  function check(next: VendorProfileValues): VendorProfileErrors {
    const changes = profileChanges(initial, next);
    if (Object.keys(changes).length === 0) return {};
    const result = updateVendorSchema.safeParse(changes);
    return result.success ? {} : profileErrors(result.error.issues);
  }

  function update(changes: Partial<VendorProfileValues>) {
    const next = { ...values, ...changes };
    setValues(next);
    // Errors already shown are re-checked as the member types, so they clear at once.
    if (Object.values(errors).some(Boolean)) setErrors(check(next));
  }

  function field(name: Exclude<VendorProfileField, "currency" | "timezone" | "logo">) {
    const error = message(errors[name]);
    return {
      id: `vendor-profile-${name}`,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value }),
      onBlur: () => setErrors((current) => ({ ...current, [name]: check(values)[name] })),
      error: Boolean(error),
      helperText: error,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(`vendor-profile-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const changes = profileChanges(initial, values);
    if (Object.keys(changes).length === 0) return;
    setSaving(true);
    try {
      const answer = await apiFetch<{ vendor?: VendorProfile }>(vendorUrl(vendor.id), jsonBody("PATCH", changes));
      const saved = answer?.vendor ? profileValues(answer.vendor) : values;
      setInitial(saved);
      setValues(saved);
      setErrors({});
      notify(t("profile.saved"));
      void refreshVendors();
      // The shell names the active vendor and lists the user's vendors: render it again.
      router.refresh();
    } catch (error) {
      const serverErrors = profileErrors(apiIssues(error));
      if (apiErrorCode(error) === "slug_taken") serverErrors.slug = t("profile.slugTaken");
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else setFormError(errorText(error, t("profile.saveFailed")));
    } finally {
      setSaving(false);
    }
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setFormError(null);
  }

  return {
    values,
    errors,
    message,
    update,
    field,
    submit,
    reset,
    formError,
    isSaving,
    isDirty: hasChanges(initial, values),
  };
}

export type VendorProfileForm = ReturnType<typeof useVendorProfileForm>;
