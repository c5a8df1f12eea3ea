import { z } from "zod";
import { currentPasswordField, emailField, NAME_MAX, newPasswordField } from "@/lib/auth/schema";
import { CURRENCIES, isTimeZone, slugSchema } from "@/lib/events/schema";

// The signed-in user's own account (/api/users/me/**), shared by the settings screen's forms
// (client) and the route handlers (server). Messages are keys of the `validation` namespace, as
// everywhere else; the API answers their English text.

const firstNameField = z.string({ error: "required" }).trim().min(1, "required").max(NAME_MAX, "tooLong");
const lastNameField = z.string({ error: "required" }).trim().max(NAME_MAX, "tooLong");
/** The personal account's public page (/p/hosts/<slug>): the rules of vendor slugs, whose namespace it shares. */
const hostSlugField = z.string({ error: "required" }).trim().min(1, "required").pipe(slugSchema);
const timeZoneField = z.string({ error: "required" }).trim().refine(isTimeZone, "timezoneInvalid");

/**
 * `PATCH /api/users/me`: any of the fields; the others stay. A new `email` is not applied: a link
 * goes to the new address, which replaces the old one only when it is opened; asking for it needs
 * `currentPassword` (a session left open must not move the account away). Unknown fields are
 * refused, so a misspelt one is a 400 rather than a silent no-op.
 */
export const profilePatchSchema = z.strictObject({
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  hostSlug: hostSlugField.optional(),
  currency: z.enum(CURRENCIES).optional(),
  timeZone: timeZoneField.optional(),
  email: emailField.optional(),
  /** Required with a new `email`; checked like the sign-in's password (and counted by its throttle). */
  currentPassword: currentPasswordField.optional(),
});
export type ProfilePatch = z.output<typeof profilePatchSchema>;

/** The settings screen's profile form: every field filled in (it sends what changed). */
export const profileFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  hostSlug: z.union([z.literal(""), hostSlugField]),
  currency: z.enum(CURRENCIES),
  timeZone: timeZoneField,
  email: emailField,
  /** Asked for only when the email changes (the form checks that it is filled in then). */
  currentPassword: z.string().max(1024, "tooLong"),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/** `POST /api/users/me/password`. The new password follows sign-up's rules. */
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The security tab's form asks for the new password twice; the API takes it once. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    newPasswordConfirm: z.string({ error: "required" }).min(1, "required"),
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    message: "passwordsMustMatch",
    path: ["newPasswordConfirm"],
  });

/** `DELETE /api/users/me`: the password, typed again. */
export const deleteAccountSchema = z.strictObject({ password: currentPasswordField });
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** Reminders about unpaid offline orders: after this many days at the least and the most. */
export const UNPAID_AFTER_DAYS_MIN = 1;
export const UNPAID_AFTER_DAYS_MAX = 30;

const notificationFields = {
  /** A mail for each new order (the shell's notification shows either way). */
  notifyNewOrder: z.boolean(),
  /** A mail each morning with yesterday's orders and revenue of every account the user manages. */
  notifyDailySummary: z.boolean(),
  /** A mail when the last ticket of an event is sold. */
  notifySoldOut: z.boolean(),
  /** Remind about an offline order still unpaid after this many days; null = never. */
  notifyUnpaidAfterDays: z
    .number()
    .int("wholeNumber")
    .min(UNPAID_AFTER_DAYS_MIN, "atLeastOne")
    .max(UNPAID_AFTER_DAYS_MAX, "tooLarge")
    .nullable(),
};

/** `PATCH /api/users/me/notifications`: any of the preferences; the others stay. */
export const notificationPreferencesPatchSchema = z.strictObject(notificationFields).partial();
export type NotificationPreferencesPatch = z.output<typeof notificationPreferencesPatchSchema>;

/** The preferences as saved (and the preferences form: all four). */
export const notificationPreferencesSchema = z.object(notificationFields);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationsAnswerSchema = z.object({ notifications: notificationPreferencesSchema });

/** The signed-in user's profile as the settings screen shows it. */
export const accountProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name the shell shows: first and last name. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  hostSlug: z.string().nullable(),
  currency: z.string(),
  timeZone: z.string(),
  language: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** `GET` and `PATCH /api/users/me`: the profile, and the address waiting for its confirmation link (else null). */
export const profileAnswerSchema = z.object({ user: accountProfileSchema, pendingEmail: z.string().nullable() });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** What keeps an account from being deleted: `details` of the 409 `account_in_use`. */
export const accountInUseDetailsSchema = z.object({
  /** Upcoming events of the personal account that sold tickets (open the event to cancel and refund it). */
  events: z.array(
    z.object({ id: z.string(), title: z.string(), slug: z.string(), startsAt: z.string(), soldTickets: z.number() }),
  ),
  /** Vendors the user is the only owner of (transfer the ownership or delete the vendor). */
  vendors: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
});
export type AccountInUseDetails = z.infer<typeof accountInUseDetailsSchema>;

/** `?emailChanged=` on /pages/settings after the confirmation link: done, or why not. */
export const EMAIL_CHANGE_OUTCOMES = ["1", "invalid", "taken"] as const;
export type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOMES)[number];
