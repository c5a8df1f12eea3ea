import "server-only";
import { getAppUrl } from "@/lib/app-url";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/mail/send-mail";
import { availableOf, payableOrderWhere, type HeldTickets } from "@/lib/orders/availability";
import { TICKETED_STATUSES as SETTLED_STATUSES } from "@/lib/orders/complete";
import { accountMail, accountMailTranslator, formatDay } from "@/lib/users/account-mails";
import {
  claimDelivery,
  eventHosts,
  eventHostsSelect,
  releaseDelivery,
  type NotificationRecipient,
} from "@/lib/users/notification-recipients";

// "Email me when an event sells out" (User.notifySoldOut). Sold out means sold: every ticket type
// the event page offers (hidden ones aside, as on the page) has nothing left once the tickets of
// completed, partially refunded and awaiting-payment orders (before their payment deadline) are
// counted — unexpired reservations do not count, as they may still lapse. Checked after an order that holds tickets was placed or
// completed (lib/orders/notifications.ts); each host hears it once per event (NotificationDelivery
// "sold-out" + event id), even if tickets come back on sale and sell out again.

/** Tickets of the event held by sold orders, per ticket type and overall. */
async function soldTickets(eventId: string, now: Date): Promise<HeldTickets> {
  const rows = await db.orderItem.groupBy({
    by: ["ticketTypeId"],
    where: { order: { eventId, OR: [{ status: { in: [...SETTLED_STATUSES] } }, payableOrderWhere(now)] } },
    _sum: { quantity: true },
  });
  const byTicketType = new Map(rows.map((row) => [row.ticketTypeId, row._sum.quantity ?? 0]));
  return { byTicketType, total: [...byTicketType.values()].reduce((sum, count) => sum + count, 0) };
}

async function soldOutMail(
  recipient: NotificationRecipient,
  event: { id: string; title: string; startsAt: Date; timezone: string },
  tickets: number,
) {
  const { t, locale } = await accountMailTranslator(recipient.language);
  return accountMail({
    to: recipient.email,
    subject: t("soldOut.subject", { event: event.title }),
    heading: t("soldOut.heading", { event: event.title }),
    greeting: t("greeting", { name: recipient.firstName || recipient.displayName }),
    blocks: [
      t("soldOut.body", { event: event.title, date: formatDay(event.startsAt, locale, event.timezone), tickets }),
    ],
    action: { label: t("soldOut.action"), url: `${getAppUrl()}/pages/events/${encodeURIComponent(event.id)}` },
    footer: t("footer"),
  });
}

/**
 * Mails the event's hosts who want it that the event just sold out, once each. Call after the
 * order's transaction committed. Never throws.
 */
export async function notifySoldOut(eventId: string, now = new Date()): Promise<void> {
  try {
    const event = await db.event.findUnique({
      where: { id: eventId },
      select: {
        id: true,
        title: true,
        startsAt: true,
        timezone: true,
        status: true,
        capacity: true,
        ticketTypes: { where: { hidden: false }, select: { id: true, quantity: true } },
        ...eventHostsSelect,
      },
    });
    if (!event || event.status !== "published" || event.ticketTypes.length === 0) return;
    const recipients = eventHosts(event).filter((host) => host.notifySoldOut);
    if (recipients.length === 0) return;
    const sold = await soldTickets(eventId, now);
    if (!event.ticketTypes.every((ticketType) => availableOf(ticketType, event.capacity, sold) === 0)) return;

    for (const recipient of recipients) {
      if (!(await claimDelivery(recipient.id, "sold-out", event.id))) continue;
      try {
        await sendMail(await soldOutMail(recipient, event, sold.total));
      } catch (error) {
        await releaseDelivery(recipient.id, "sold-out", event.id);
        console.error(`notifySoldOut(${eventId}): the mail to ${recipient.id} failed`, error);
      }
    }
  } catch (error) {
    console.error(`notifySoldOut(${eventId}) failed`, error);
  }
}
