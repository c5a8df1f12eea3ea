import "server-only";
import { db } from "@/lib/db";
import type { NotificationPreferences, NotificationPreferencesPatch } from "@/lib/users/schema";

// The notification preferences (User.notify*), read by the code that sends each notice:
// lib/orders/notifications.ts (new orders), lib/users/notify-sold-out.ts and `npm run notify`
// (lib/users/notify-daily-summary.ts, lib/users/notify-unpaid.ts).

export const notificationPreferencesSelect = {
  notifyNewOrder: true,
  notifyDailySummary: true,
  notifySoldOut: true,
  notifyUnpaidAfterDays: true,
} as const;

/** `GET /api/users/me/notifications`. */
export async function getNotificationPreferences(userId: string): Promise<{ notifications: NotificationPreferences }> {
  const notifications = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: notificationPreferencesSelect,
  });
  return { notifications };
}

/** `PATCH /api/users/me/notifications`: the given preferences change, the others stay. */
export async function updateNotificationPreferences(
  userId: string,
  patch: NotificationPreferencesPatch,
): Promise<{ notifications: NotificationPreferences }> {
  const notifications = await db.user.update({
    where: { id: userId },
    data: patch,
    select: notificationPreferencesSelect,
  });
  return { notifications };
}
