import { UNPAID_AFTER_DAYS_MAX, UNPAID_AFTER_DAYS_MIN } from "@/lib/users/schema";

/** The select's value for "never remind me". */
export const REMINDER_OFF = "off";

/** The day counts the reminder offers; a saved count outside them (set through the API) is added. */
const COMMON_DAYS = [1, 2, 3, 5, 7, 10, 14, 21, 30];

/** The choices of "remind me after N days", in order, always holding the saved count. */
export function reminderDayChoices(saved: number | null): number[] {
  const days = COMMON_DAYS.filter((day) => day >= UNPAID_AFTER_DAYS_MIN && day <= UNPAID_AFTER_DAYS_MAX);
  if (saved !== null && !days.includes(saved)) days.push(saved);
  return days.sort((a, b) => a - b);
}

/** The select's value → the preference: "off" is null, anything else its number of days. */
export function reminderFromChoice(choice: string): number | null {
  return choice === REMINDER_OFF ? null : Number(choice);
}

export function reminderToChoice(days: number | null): string {
  return days === null ? REMINDER_OFF : String(days);
}
