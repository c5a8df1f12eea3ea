import type { z } from "zod";
import type { AccountProfile, ProfilePatch, profileFormSchema } from "@/lib/users/schema";

/** The profile form's fields as typed (all strings). */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  hostSlug: string;
  currency: string;
  timeZone: string;
  /** Shown and sent only when the email changes. */
  currentPassword: string;
};

export function profileFormValues(user: AccountProfile): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    hostSlug: user.hostSlug ?? "",
    currency: user.currency,
    timeZone: user.timeZone,
    currentPassword: "",
  };
}

/** Whether the form's email (as typed) differs from the saved one: then the password is asked for. */
export function changesEmail(saved: AccountProfile, typedEmail: string): boolean {
  return typedEmail.trim().toLowerCase() !== saved.email.toLowerCase();
}

/**
 * What the form changed, as the body of `PATCH /api/users/me`: only the fields that differ from
 * the saved profile. An emptied host address is left out (a public page's address, once taken,
 * is changed rather than removed). A new email goes with the current password.
 */
export function profileChanges(saved: AccountProfile, form: z.output<typeof profileFormSchema>): ProfilePatch {
  const patch: ProfilePatch = {};
  if (form.firstName !== saved.firstName) patch.firstName = form.firstName;
  if (form.lastName !== saved.lastName) patch.lastName = form.lastName;
  if (form.hostSlug !== "" && form.hostSlug !== (saved.hostSlug ?? "")) patch.hostSlug = form.hostSlug;
  if (form.currency !== saved.currency) patch.currency = form.currency;
  if (form.timeZone !== saved.timeZone) patch.timeZone = form.timeZone;
  if (form.email !== saved.email.toLowerCase()) {
    patch.email = form.email;
    patch.currentPassword = form.currentPassword;
  }
  return patch;
}

/** Whether saving the patch changes the name the shell's user menu shows. */
export function changesShellName(patch: ProfilePatch): boolean {
  return patch.firstName !== undefined || patch.lastName !== undefined;
}

/** The public page of a host address: `/p/hosts/<slug>`. */
export function hostPagePath(slug: string): string {
  return `/p/hosts/${encodeURIComponent(slug)}`;
}
