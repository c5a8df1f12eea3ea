import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  changePasswordSchema,
  deleteAccountSchema,
  notificationPreferencesPatchSchema,
  notificationsAnswerSchema,
  profileAnswerSchema,
  profilePatchSchema,
} from "@/lib/users/schema";

const tags = ["Account"];
const ME = "/api/users/me";
const keepsSession =
  "Every other session and every bearer token issued before it now answer 401 (credentials issued in the same second as the change are refused too; the answer comes once that second is over). When the request carries this browser's session cookie, the 204 sets it again (a fresh session and bearer token), so this browser stays signed in.";

export const usersOperations: ApiOperation[] = [
  {
    operationId: "getProfile",
    method: "get",
    path: ME,
    summary: "The signed-in user's profile, and the new address waiting for its confirmation link",
    tags,
    response: { schema: profileAnswerSchema },
  },
  {
    operationId: "updateProfile",
    method: "patch",
    path: ME,
    summary:
      "Change any of first and last name (the shown name follows), host slug, default currency, time zone (IANA) and email. A new email is not applied: a single-use link (24 hours) is mailed to it, and the answer's pendingEmail names it until the link is opened",
    tags,
    body: profilePatchSchema,
    response: { schema: profileAnswerSchema },
    errors: {
      409: "The host slug is taken by a user or a vendor (slug_taken), or the email by another account (email_taken); nothing changed",
    },
  },
  {
    operationId: "deleteAccount",
    method: "delete",
    path: ME,
    summary:
      "Delete the account (password required): drafts and events without orders go; events with orders stay archived as the records of those orders, detached from the user; the user, their sessions and their demo data go",
    tags,
    body: deleteAccountSchema,
    response: { status: 204, description: "Deleted; the session cookie is cleared." },
    errors: {
      409: 'Something blocks it: { "error": { "code": "account_in_use", "message", "issues", "details": { "events": [{ id, title, slug, startsAt, soldTickets }], "vendors": [{ id, name, slug }] } } } — upcoming events of the personal account with sold tickets, and vendors the user is the only owner of',
      429: "Too many wrong passwords for this email",
    },
  },
  {
    operationId: "changePassword",
    method: "post",
    path: `${ME}/password`,
    summary: "Change the password (the current one required; the new one follows sign-up's rules)",
    tags,
    body: changePasswordSchema,
    response: { status: 204, description: keepsSession },
    errors: { 429: "Too many wrong passwords for this email" },
  },
  {
    operationId: "revokeOtherSessions",
    method: "post",
    path: `${ME}/sessions/revoke`,
    summary: "Sign out everywhere else",
    tags,
    response: { status: 204, description: keepsSession },
  },
  {
    operationId: "exportAccountData",
    method: "get",
    path: `${ME}/export`,
    summary:
      "Download the account's data: a zip (hostdeck-export-YYYY-MM-DD.zip) of profile.json, vendors.json (memberships with role), events.json, ticket-types.csv, orders.csv and attendees.csv of the personal account; never a password hash, secret or token",
    tags,
    response: { description: "application/zip attachment" },
  },
  {
    operationId: "getNotificationPreferences",
    method: "get",
    path: `${ME}/notifications`,
    summary: "The notification preferences",
    tags,
    response: { schema: notificationsAnswerSchema },
  },
  {
    operationId: "updateNotificationPreferences",
    method: "patch",
    path: `${ME}/notifications`,
    summary:
      "Change any of the notification preferences: new orders by mail, the daily summary, sold out, and reminders about offline payments unpaid after 1 to 30 days (null = never)",
    tags,
    body: notificationPreferencesPatchSchema,
    response: { schema: notificationsAnswerSchema },
  },
  {
    operationId: "confirmEmailChange",
    method: "get",
    path: "/api/auth/confirm-email-change",
    summary: "Apply a new email address from the mailed link; redirects to the settings' profile tab",
    tags,
    auth: false,
    query: z.object({ token: z.string() }),
    response: {
      status: 303,
      description:
        "Redirect to /pages/settings?tab=profile&emailChanged=1, or =invalid (unknown, used or expired link) or =taken (another account has the address now)",
    },
  },
];
