import "server-only";
import { getAppUrl } from "@/lib/app-url";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/mail/send-mail";
import { formatMoney } from "@/lib/text/money";
import { accountMail, accountMailTranslator, formatDay } from "@/lib/users/account-mails";
import {
  claimDelivery,
  eventHosts,
  eventHostsSelect,
  releaseDelivery,
  type NotificationRecipient,
} from "@/lib/users/notification-recipients";
import { UNPAID_AFTER_DAYS_MIN } from "@/lib/users/schema";

// "Email me when an offline payment waits longer than N days" (User.notifyUnpaidAfterDays; null =
// never), sent by `npm run notify`: an offline order of a published event still awaiting payment
// N days after it was placed is mentioned to each of the event's hosts (the personal account's
// user, or the vendor's owners and admins) once — NotificationDelivery "unpaid-reminder" + the
// order id — in one mail per host per run listing the orders that became due.

const DAY_MS = 24 * 60 * 60 * 1000;

type DueOrder = {
  id: string;
  reference: string;
  buyerName: string;
  total: number;
  currency: string;
  createdAt: Date;
  event: { id: string; title: string; timezone: string };
};

async function unpaidMail(recipient: NotificationRecipient, days: number, orders: DueOrder[]) {
  const { t, locale } = await accountMailTranslator(recipient.language);
  const lines = orders.map((order) =>
    t("unpaid.line", {
      reference: order.reference,
      event: order.event.title,
      buyer: order.buyerName,
      total: formatMoney(order.total, order.currency, locale),
      date: formatDay(order.createdAt, locale, order.event.timezone),
    }),
  );
  const [first] = orders;
  const onlyOneEvent = orders.every((order) => order.event.id === first.event.id);
  const url = onlyOneEvent
    ? `${getAppUrl()}/pages/events/${encodeURIComponent(first.event.id)}?tab=orders${orders.length === 1 ? `&order=${first.id}` : ""}`
    : `${getAppUrl()}/pages/dashboard`;
  return accountMail({
    to: recipient.email,
    subject: t("unpaid.subject", { count: orders.length }),
    heading: t("unpaid.heading"),
    greeting: t("greeting", { name: recipient.firstName || recipient.displayName }),
    blocks: [t("unpaid.intro", { count: orders.length, days }), ...lines, t("unpaid.advice")],
    action: { label: t("unpaid.action"), url },
    footer: t("footer"),
  });
}

/** The orders now due for each host who wants reminders (not yet reminded of them). */
async function dueOrdersByHost(now: Date): Promise<Map<string, { host: NotificationRecipient; orders: DueOrder[] }>> {
  const orders = await db.order.findMany({
    where: {
      status: "awaiting_payment",
      paymentProvider: "offline",
      createdAt: { lte: new Date(now.getTime() - UNPAID_AFTER_DAYS_MIN * DAY_MS) },
      event: { status: "published" },
    },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      reference: true,
      buyerName: true,
      total: true,
      currency: true,
      createdAt: true,
      event: { select: { id: true, title: true, timezone: true, ...eventHostsSelect } },
    },
  });
  const reminded = new Set(
    (
      await db.notificationDelivery.findMany({
        where: { kind: "unpaid-reminder", key: { in: orders.map((order) => order.id) } },
        select: { userId: true, key: true },
      })
    ).map((row) => `${row.userId} ${row.key}`),
  );
  const byHost = new Map<string, { host: NotificationRecipient; orders: DueOrder[] }>();
  for (const order of orders) {
    const { user: _user, vendor: _vendor, ...event } = order.event;
    for (const host of eventHosts(order.event)) {
      const days = host.notifyUnpaidAfterDays;
      if (days === null || order.createdAt.getTime() > now.getTime() - days * DAY_MS) continue;
      if (reminded.has(`${host.id} ${order.id}`)) continue;
      const entry = byHost.get(host.id) ?? { host, orders: [] };
      entry.orders.push({ ...order, event });
      byHost.set(host.id, entry);
    }
  }
  return byHost;
}

/** Sends the reminders due at `now`; returns how many mails went out. */
export async function sendUnpaidReminders(now = new Date()): Promise<number> {
  let sent = 0;
  for (const { host, orders } of (await dueOrdersByHost(now)).values()) {
    // Claimed one by one: another process may have claimed some of them meanwhile.
    const claimed: DueOrder[] = [];
    for (const order of orders) if (await claimDelivery(host.id, "unpaid-reminder", order.id)) claimed.push(order);
    if (claimed.length === 0) continue;
    try {
      await sendMail(await unpaidMail(host, host.notifyUnpaidAfterDays ?? UNPAID_AFTER_DAYS_MIN, claimed));
      sent += 1;
    } catch (error) {
      for (const order of claimed) await releaseDelivery(host.id, "unpaid-reminder", order.id);
      console.error(`sendUnpaidReminders: the mail to ${host.id} failed`, error);
    }
  }
  return sent;
}
