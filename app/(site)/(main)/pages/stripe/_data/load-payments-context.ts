import "server-only";
import { requireUser } from "@/lib/auth/require-user";
import { resolveAccount } from "@/lib/events/account";
import { accountTimezone, todayIn } from "@/lib/reports/period";

/**
 * What the payments screen needs before its first read: the account's today (its periods are
 * days in the account's time zone, which the browser does not know) and whether the user may see
 * money at all (staff may not; the API answers them 403 too).
 */
export async function loadPaymentsContext() {
  const account = await resolveAccount(await requireUser());
  const timeZone = await accountTimezone(account);
  return { today: todayIn(timeZone), timeZone, canManage: account.role !== "staff" };
}
