import "server-only";
import { sendDailySummaries } from "@/lib/users/notify-daily-summary";
import { sendUnpaidReminders } from "@/lib/users/notify-unpaid";

export type NotificationRun = { dailySummaries: number; unpaidReminders: number };

/**
 * What `npm run notify` does (run it from cron, e.g. every hour): the daily summaries and the
 * unpaid-order reminders that are due at `now`. Each notice is recorded in NotificationDelivery
 * before it is sent, so running it again — or in several processes at once — sends each once.
 */
export async function runScheduledNotifications(now = new Date()): Promise<NotificationRun> {
  const dailySummaries = await sendDailySummaries(now);
  const unpaidReminders = await sendUnpaidReminders(now);
  return { dailySummaries, unpaidReminders };
}
