"use client";
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import type { Currency } from "@/lib/events/schema";
import { createVendorSchema, slugifyName, vendorSignUpSchema } from "@/lib/vendors/create-schema";
import {
  emptyVendorSignUp,
  fieldOf,
  toBody,
  type VendorSignUpErrors,
  type VendorSignUpField,
  type VendorSignUpMode,
  type VendorSignUpValues,
} from "@/components/vendors/vendor-sign-up-values";

/**
 * The sign-up form's values and errors, checked with the endpoint's schema for the mode. The slug
 * follows the vendor name until the user edits it; an error shows after a blur or a submit.
 */
export function useVendorSignUpFields(mode: VendorSignUpMode, defaultCurrency: Currency) {
  const tValidation = useTranslations("validation");
  const schema = mode === "member" ? createVendorSchema : vendorSignUpSchema;
  const [values, setValues] = useState<VendorSignUpValues>(() => emptyVendorSignUp(defaultCurrency));
  const [isSlugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<VendorSignUpErrors>({});
  const [touched, setTouched] = useState<Partial<Record<VendorSignUpField, boolean>>>({});

  function check(next: VendorSignUpValues): VendorSignUpErrors {
    const result = schema.safeParse(toBody(mode, next));
    if (result.success) return {};
    const found: VendorSignUpErrors = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(mode, issue.path);
      if (field && !found[field])
        found[field] = tValidation.has(issue.message as never) ? tValidation(issue.message as never) : issue.message;
    }
    return found;
  }

  function update(changes: Partial<VendorSignUpValues>) {
    const next = { ...values, ...changes };
    setValues(next);
    // Fields that already showed an error are re-checked as the user types, so the error clears at once.
    const fresh = check(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const field of Object.keys(changes) as VendorSignUpField[])
        if (touched[field] || current[field]) updated[field] = fresh[field];
      if (changes.vendorName !== undefined && !isSlugEdited && (touched.slug || current.slug))
        updated.slug = fresh.slug;
      return updated;
    });
  }

  function onVendorName(event: ChangeEvent<HTMLInputElement>) {
    const vendorName = event.target.value;
    update(isSlugEdited ? { vendorName } : { vendorName, slug: slugifyName(vendorName) });
  }

  function onSlug(event: ChangeEvent<HTMLInputElement>) {
    const slug = event.target.value.toLowerCase().replace(/\s+/g, "-");
    // Clearing the slug hands it back to the name.
    setSlugEdited(slug !== "");
    update({ slug: slug === "" ? slugifyName(values.vendorName) : slug });
  }

  function blur(field: VendorSignUpField) {
    if (values[field] === "") return; // leaving an empty field is not yet a mistake
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: check(values)[field] }));
  }

  /** Props for a MUI TextField bound to a text field of the form. */
  function text(field: Exclude<VendorSignUpField, "agreements" | "currency">) {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
      onBlur: () => blur(field),
      error: Boolean(errors[field]),
      helperText: errors[field],
    };
  }

  /** Checks every field and shows each error; the found errors, none when the form may be sent. */
  function checkAll(): VendorSignUpErrors {
    const found = check(values);
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])));
    setErrors(found);
    return found;
  }

  /** An error the server found (a taken slug or email) at its field. */
  function showError(field: VendorSignUpField, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  return { schema, values, errors, update, onVendorName, onSlug, text, checkAll, showError };
}

export type VendorSignUpFields = ReturnType<typeof useVendorSignUpFields>;
