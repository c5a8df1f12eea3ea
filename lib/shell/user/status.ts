import { USER_STATUSES, type UserStatus } from "@/lib/auth/user-statuses";

/** The colours the specification names for the dot on the user's avatar (section 4). */
export type StatusDotColor = "green" | "amber" | "red" | "grey";

const DOT_COLOR_BY_STATUS: Partial<Record<UserStatus, StatusDotColor>> = {
  online: "green",
  away: "amber",
  busy: "red",
};

/**
 * Green online, amber away, red busy, grey otherwise (not-visible or an unknown value) — and grey
 * whenever the user has no avatar, as the specification says, whatever their status.
 */
export function statusDotColor({
  status,
  avatar,
}: {
  status: string;
  avatar: string | null | undefined;
}): StatusDotColor {
  return avatar ? statusColor(status) : "grey";
}

/** The colour of a status on its own, as the status picker shows it beside each choice. */
export function statusColor(status: string): StatusDotColor {
  return (isUserStatus(status) && DOT_COLOR_BY_STATUS[status]) || "grey";
}

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === "string" && (USER_STATUSES as readonly string[]).includes(value);
}

/** The statuses a user can pick, in the menu's order. */
export const SELECTABLE_STATUSES: readonly UserStatus[] = USER_STATUSES;
