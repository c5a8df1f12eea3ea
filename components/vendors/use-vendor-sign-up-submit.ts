"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { VendorSignUpFields } from "@/components/vendors/use-vendor-sign-up-fields";
import { toBody, type VendorSignUpMode } from "@/components/vendors/vendor-sign-up-values";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";
import { SIGNED_IN_HOME } from "@/lib/navigation/route-access";
import type { CreatedVendor, vendorSignUpSchema } from "@/lib/vendors/create-schema";

/** The code of a 409 answer (`slug_taken`, `email_taken`), else undefined. */
function conflictOf(failure: unknown): string | undefined {
  return failure instanceof ApiRequestError && failure.status === 409
    ? (failure.body as { error?: { code?: string } }).error?.code
    : undefined;
}

/**
 * Sends the form: a member's new vendor, or a visitor's account and vendor followed by signing in.
 * A taken slug or email is shown at its field; anything else above the form. A member's new vendor
 * goes to `onCreated` when given (the vendors screen), else the user goes home as the vendor.
 */
export function useVendorSignUpSubmit(
  mode: VendorSignUpMode,
  fields: VendorSignUpFields,
  onCreated?: (vendor: CreatedVendor) => void,
) {
  const t = useTranslations("vendorSignUp");
  const tCommon = useTranslations("common");
  const tLimits = useTranslations("attemptLimits");
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = fields.checkAll();
    if (Object.keys(found).length > 0) {
      setFormError(t("checkFields"));
      return;
    }
    const body = fields.schema.parse(toBody(mode, fields.values));
    setSubmitting(true);
    try {
      if (mode === "member") {
        const { vendor } = await apiFetch<{ vendor: CreatedVendor }>("/api/vendors", jsonBody("POST", body));
        if (onCreated) {
          setSubmitting(false);
          onCreated(vendor);
          return;
        }
        // The shell (user menu, account name) is rendered on the server: refresh it, then go home as the vendor.
        router.refresh();
        router.push(SIGNED_IN_HOME);
        return;
      }
      const input = body as ReturnType<typeof vendorSignUpSchema.parse>;
      await apiFetch("/api/auth/vendor-sign-up", jsonBody("POST", input));
      const signedIn = await signIn("credentials", {
        redirect: false,
        email: input.email,
        password: input.password,
        rememberMe: "true",
      });
      if (!signedIn?.ok) {
        setFormError(t("signInFailed"));
        setSubmitting(false);
        return;
      }
      // A full navigation, as after signing in, so every server component renders with the new session.
      window.location.assign(SIGNED_IN_HOME);
    } catch (failure) {
      setSubmitting(false);
      const conflict = conflictOf(failure);
      if (conflict === "slug_taken") {
        fields.showError("slug", t("slugTaken"));
        setFormError(t("checkFields"));
      } else if (conflict === "email_taken") {
        fields.showError("email", t("emailTaken"));
        setFormError(t("checkFields"));
      } else if (failure instanceof ApiRequestError && failure.code === "too_many_attempts") {
        setFormError(tLimits("tooManyAttempts"));
      } else setFormError(tCommon("genericError"));
    }
  }

  return { formError, isSubmitting, onSubmit };
}
