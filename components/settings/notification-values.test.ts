import {
  REMINDER_OFF,
  reminderDayChoices,
  reminderFromChoice,
  reminderToChoice,
} from "@/components/settings/notification-values";
import { notificationPreferencesPatchSchema } from "@/lib/users/schema";

describe("the unpaid-order reminder's choices", () => {
  it("offers common day counts in order, each valid for the API", () => {
    const days = reminderDayChoices(3);
    expect(days).toEqual([1, 2, 3, 5, 7, 10, 14, 21, 30]);
    for (const day of days) {
      expect(notificationPreferencesPatchSchema.safeParse({ notifyUnpaidAfterDays: day }).success).toBe(true);
    }
  });

  it("keeps a saved count that is not among them", () => {
    expect(reminderDayChoices(4)).toEqual([1, 2, 3, 4, 5, 7, 10, 14, 21, 30]);
    expect(reminderDayChoices(null)).not.toContain(null);
  });

  it("turns off as null and back", () => {
    expect(reminderFromChoice(REMINDER_OFF)).toBeNull();
    expect(reminderFromChoice("7")).toBe(7);
    expect(reminderToChoice(null)).toBe(REMINDER_OFF);
    expect(reminderToChoice(14)).toBe("14");
  });
});
