import { EMAIL_CHANGE_OUTCOMES, type EmailChangeOutcome } from "@/lib/users/schema";

/** The settings screen's tabs, in order; `/pages/settings?tab=<name>` opens one. */
export const SETTINGS_TABS = ["profile", "security", "preferences", "data", "admin"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a plain `/pages/settings` opens, and any unknown or forbidden `?tab=`. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = "profile";

export const SETTINGS_PATH = "/pages/settings";

/** The tabs a user sees: administration only for administrators. */
export function visibleSettingsTabs(isAdmin: boolean): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => tab !== "admin" || isAdmin);
}

/**
 * The tab a `?tab=` value opens. Anything unknown, and `admin` for a user who is not an
 * administrator, opens the first tab (the administration tab never shows for them).
 */
export function parseSettingsTab(value: string | null | undefined, isAdmin: boolean): SettingsTab {
  const tabs: readonly string[] = visibleSettingsTabs(isAdmin);
  const wanted = (value ?? "").trim().toLowerCase();
  return tabs.includes(wanted) ? (wanted as SettingsTab) : DEFAULT_SETTINGS_TAB;
}

/**
 * The address of a tab, keeping the other query parameters (e.g. `?layout=`) but dropping the
 * one-time notices a link carried (`emailChanged`), which must not come back on a reload.
 */
export function settingsTabHref(tab: SettingsTab, current: URLSearchParams | string = ""): string {
  const query = new URLSearchParams(current);
  query.delete("emailChanged");
  query.set("tab", tab);
  return `${SETTINGS_PATH}?${query.toString()}`;
}

/** What `?emailChanged=` says after the confirmation link was opened: done, or why not; null without it. */
export function parseEmailChangeOutcome(value: string | null | undefined): EmailChangeOutcome | null {
  return (EMAIL_CHANGE_OUTCOMES as readonly string[]).includes(value ?? "") ? (value as EmailChangeOutcome) : null;
}
