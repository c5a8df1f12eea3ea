"use client";
import useSWR from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import { queryString } from "@/lib/swr/use-events";
import type {
  NotificationPreferences,
  NotificationPreferencesPatch,
  ProfileAnswer,
  ProfilePatch,
} from "@/lib/users/schema";

// The settings screen's reads and writes (issue 13): the signed-in user's own account under
// /api/users/me, the shell's user (avatar) and the administrators' flags and outbox.

export const ME_URL = "/api/users/me";
export const EXPORT_URL = `${ME_URL}/export`;
export const NOTIFICATIONS_URL = `${ME_URL}/notifications`;
export const SHELL_USER_URL = "/api/common/user";
export const FEATURE_FLAGS_URL = "/api/admin/feature-flags";
export const OUTBOX_URL = "/api/admin/outbox";

// ----- Security (two-factor sign-in: lib/swr/use-two-factor.ts) -----

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiFetch(`${ME_URL}/password`, jsonBody("POST", body));
}

/** "Sign out everywhere else": every other session and token ends, this browser stays signed in. */
export function revokeOtherSessions(): Promise<unknown> {
  return apiFetch(`${ME_URL}/sessions/revoke`, { method: "POST" });
}

// ----- Profile -----

/** The profile and the address waiting for its confirmation; `initial` is what the server read for the first paint. */
export function useProfile(initial: ProfileAnswer) {
  return useSWR<ProfileAnswer>(ME_URL, { fallbackData: initial, revalidateOnFocus: false });
}

/** `PATCH /api/users/me` with the changed fields; answers the profile as saved. */
export function updateProfile(patch: ProfilePatch): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>(ME_URL, jsonBody("PATCH", patch));
}

/** The avatar the shell shows (a data URL), or null to go back to the initial. */
export function saveAvatar(avatar: string | null): Promise<unknown> {
  return apiFetch(SHELL_USER_URL, jsonBody("PATCH", { user: { avatar } }));
}

// ----- Preferences (language and appearance: /api/common/preferences, as the shell saves them) -----

export function useNotificationPreferences() {
  return useSWR<{ notifications: NotificationPreferences }>(NOTIFICATIONS_URL, { revalidateOnFocus: false });
}

/** `PATCH /api/users/me/notifications` with the preferences that changed. */
export function saveNotificationPreferences(
  patch: NotificationPreferencesPatch,
): Promise<{ notifications: NotificationPreferences }> {
  return apiFetch<{ notifications: NotificationPreferences }>(NOTIFICATIONS_URL, jsonBody("PATCH", patch));
}

// ----- Your data -----

export function deleteAccount(password: string): Promise<unknown> {
  return apiFetch(ME_URL, jsonBody("DELETE", { password }));
}

// ----- Administration -----

export type FeatureFlag = {
  key: string;
  enabled: boolean;
  description: string;
  /** An administrator's email, or "cli" for `npm run flags -- set`; null until first switched. */
  updatedBy: string | null;
  updatedAt: string | null;
};

export function useFeatureFlags() {
  return useSWR<{ flags: FeatureFlag[] }>(FEATURE_FLAGS_URL);
}

export function setFeatureFlag(key: string, enabled: boolean): Promise<FeatureFlag> {
  return apiFetch<FeatureFlag>(FEATURE_FLAGS_URL, jsonBody("PATCH", { key, enabled }));
}

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: "stored" | "sent" | "failed";
  error: string | null;
  createdAt: string;
};
export type OutboxPage = { mails: OutboxMail[]; total: number; page: number; pageSize: number };

/** One page of the outbox, newest first; `search` matches the recipient or the subject. */
export function useOutbox(query: { search: string; page: number; pageSize: number }) {
  return useSWR<OutboxPage>(`${OUTBOX_URL}${queryString(query)}`, { keepPreviousData: true });
}
