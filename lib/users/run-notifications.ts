import "server-only";
import { expireOverduePayments } from "@/lib/orders/expire-payments";
import { sendDailySummaries } from "@/lib/users/notify-daily-summary";
import { sendUnpaidReminders } from "@/lib/users/notify-unpaid";

export type NotificationRun = { dailySummaries: number; unpaidReminders: number; expiredPayments: number };

/**
 * What `npm run notify` does (run it from cron, e.g. every hour): first the offline orders past
 * their payment deadline expire and their buyers are told (each order claimed by one conditional
 * UPDATE, so each buyer once — lib/orders/expire-payments.ts; before the reminders, so no host is
 * reminded of an order that just expired), then the daily summaries and the unpaid-order
 * reminders that are due at `now`. Each notice is recorded in NotificationDelivery before it is
 * sent, so running it again — or in several processes at once — sends each once.
 */
export async function runScheduledNotifications(now = new Date()): Promise<NotificationRun> {
  const expiredPayments = await expireOverduePayments(now);
  const dailySummaries = await sendDailySummaries(now);
  const unpaidReminders = await sendUnpaidReminders(now);
  return { dailySummaries, unpaidReminders, expiredPayments };
}
