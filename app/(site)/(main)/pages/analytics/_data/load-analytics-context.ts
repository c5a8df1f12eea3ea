import "server-only";
import { requireUser } from "@/lib/auth/require-user";
import { resolveAccount } from "@/lib/events/account";
import { accountTimezone, todayIn } from "@/lib/reports/period";

/**
 * What the analytics screen needs before its first read: the account (its figures are cached per
 * account), its today (periods are days in the account's time zone, which the browser does not
 * know), its currency (the zero of a period without revenue) and whether the user may see the
 * figures at all (staff may not: they include revenue, and the API answers them 403 too).
 */
export async function loadAnalyticsContext() {
  const account = await resolveAccount(await requireUser());
  const timeZone = await accountTimezone(account);
  return {
    accountKey: account.key,
    today: todayIn(timeZone),
    currency: account.currency,
    canManage: account.role !== "staff",
  };
}
