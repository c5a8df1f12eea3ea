/**
 * A user's presence (spec section 2's user menu). Apart from the zod schemas so that the shell's
 * first load, which shows and changes it, does not carry zod.
 */
export const USER_STATUSES = ["online", "away", "busy", "not-visible"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
