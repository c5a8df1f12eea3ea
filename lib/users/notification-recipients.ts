import "server-only";
import { isUniqueViolation } from "@/lib/db-errors";
import { db } from "@/lib/db";

// Who hears about an event's account, and the once-only record of what they were sent.

/** The user columns a notice needs: where it goes, in which language, and the preferences. */
export const recipientSelect = {
  id: true,
  email: true,
  firstName: true,
  displayName: true,
  language: true,
  timezone: true,
  notifyNewOrder: true,
  notifyDailySummary: true,
  notifySoldOut: true,
  notifyUnpaidAfterDays: true,
} as const;

export type NotificationRecipient = {
  id: string;
  email: string;
  firstName: string;
  displayName: string;
  language: string;
  timezone: string;
  notifyNewOrder: boolean;
  notifyDailySummary: boolean;
  notifySoldOut: boolean;
  notifyUnpaidAfterDays: number | null;
};

/** An event's select for its host people: the personal account's user, or the vendor's owners and admins. */
export const eventHostsSelect = {
  user: { select: recipientSelect },
  vendor: {
    select: {
      members: {
        where: { role: { in: ["owner", "admin"] as string[] } },
        orderBy: { createdAt: "asc" },
        select: { user: { select: recipientSelect } },
      },
    },
  },
} as const;

export function eventHosts(event: {
  user: NotificationRecipient | null;
  vendor: { members: { user: NotificationRecipient }[] } | null;
}): NotificationRecipient[] {
  if (event.vendor) return event.vendor.members.map((member) => member.user);
  return event.user ? [event.user] : [];
}

export type DeliveryKind = "daily-summary" | "sold-out" | "unpaid-reminder";

/**
 * Claims a notice for one user (kind + the day, event or order it is about): true for the one
 * caller that inserted the NotificationDelivery row, false for everyone after — in any process,
 * as the primary key decides. Claim, then send; `releaseDelivery` when the sending failed, so a
 * later run tries again.
 */
export async function claimDelivery(userId: string, kind: DeliveryKind, key: string): Promise<boolean> {
  try {
    await db.notificationDelivery.create({ data: { userId, kind, key } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function releaseDelivery(userId: string, kind: DeliveryKind, key: string): Promise<void> {
  await db.notificationDelivery.deleteMany({ where: { userId, kind, key } });
}
