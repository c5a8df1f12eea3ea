import "server-only";
import { getAppUrl } from "@/lib/app-url";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/mail/send-mail";
import { summarize } from "@/lib/analytics/summary";
import type { AnalyticsSummary } from "@/lib/analytics/schema";
import { personalAccountKey, vendorAccountKey } from "@/lib/events/account-key";
import { daysBefore, todayIn, toPeriod } from "@/lib/reports/days";
import { formatMoney } from "@/lib/text/money";
import { accountMail, accountMailTranslator, formatDay } from "@/lib/users/account-mails";
import { claimDelivery, recipientSelect, releaseDelivery } from "@/lib/users/notification-recipients";

// "A daily summary" (User.notifyDailySummary), sent by `npm run notify`: yesterday's orders,
// tickets, net revenue and page views of every account the user manages — their personal account
// and each vendor where they are an owner or admin — with the analytics' own definitions and SQL
// (lib/analytics/summary.ts), so the numbers match the dashboard. "Yesterday" is the calendar day
// before today in the RECIPIENT's time zone, and every account's figures are counted over that
// same day (one mail, one day; a vendor in another zone shows the same date on its dashboard
// counted in its own zone). A day on which no account had an order or a page view sends nothing.
// Each user gets a day's summary once (NotificationDelivery "daily-summary" + the day), however
// often and in however many processes the command runs; a run after midnight sends the day before.

type SummaryAccount = { name: string | null; figures: AnalyticsSummary };

async function summaryMail(
  user: { email: string; firstName: string; displayName: string; language: string; timezone: string },
  dayStart: Date,
  accounts: SummaryAccount[],
) {
  const { t, locale } = await accountMailTranslator(user.language);
  const dayLabel = formatDay(dayStart, locale, user.timezone);
  const blocks = accounts.flatMap(({ name, figures }): (string | [string, string][])[] => [
    name ?? t("personalAccount"),
    [
      [t("dailySummary.orders"), String(figures.orders)],
      [t("dailySummary.tickets"), String(figures.tickets)],
      [
        t("dailySummary.revenue"),
        figures.revenue.length > 0
          ? figures.revenue.map(({ currency, amount }) => formatMoney(amount, currency, locale)).join(" · ")
          : t("dailySummary.noRevenue"),
      ],
      [t("dailySummary.views"), String(figures.views)],
    ],
  ]);
  return accountMail({
    to: user.email,
    subject: t("dailySummary.subject", { day: dayLabel }),
    heading: t("dailySummary.heading", { day: dayLabel }),
    greeting: t("greeting", { name: user.firstName || user.displayName }),
    blocks: [t("dailySummary.intro", { day: dayLabel, timezone: user.timezone }), ...blocks],
    action: { label: t("dailySummary.action"), url: `${getAppUrl()}/pages/dashboard` },
    footer: t("footer"),
  });
}

/** Sends the summaries due at `now`; returns how many mails went out. */
export async function sendDailySummaries(now = new Date()): Promise<number> {
  const users = await db.user.findMany({
    where: { notifyDailySummary: true },
    select: {
      ...recipientSelect,
      memberships: {
        where: { role: { in: ["owner", "admin"] } },
        orderBy: { vendor: { name: "asc" } },
        select: { vendor: { select: { id: true, name: true } } },
      },
    },
  });
  let sent = 0;
  for (const user of users) {
    const day = daysBefore(todayIn(user.timezone, now), 1);
    const already = await db.notificationDelivery.findUnique({
      where: { userId_kind_key: { userId: user.id, kind: "daily-summary", key: day } },
      select: { key: true },
    });
    if (already) continue;
    const { start, end } = toPeriod({ from: day, to: day }, user.timezone);
    const accounts: SummaryAccount[] = await Promise.all(
      [
        { name: null, key: personalAccountKey(user.id) },
        ...user.memberships.map(({ vendor }) => ({ name: vendor.name, key: vendorAccountKey(vendor.id) })),
      ].map(async ({ name, key }) => ({ name, figures: await summarize({ accountKey: key, start, end }) })),
    );
    if (accounts.every(({ figures }) => figures.orders === 0 && figures.views === 0)) continue;
    if (!(await claimDelivery(user.id, "daily-summary", day))) continue;
    try {
      await sendMail(await summaryMail(user, start, accounts));
      sent += 1;
    } catch (error) {
      await releaseDelivery(user.id, "daily-summary", day);
      console.error(`sendDailySummaries: the mail to ${user.id} failed`, error);
    }
  }
  return sent;
}
