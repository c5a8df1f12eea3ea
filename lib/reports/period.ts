import "server-only";
import { readAccountTimezone } from "@/lib/events/sql";
import type { Account } from "@/lib/events/account";

// A report's period on the server: the pure rules (schema, days, bounds in a time zone) live in
// lib/reports/days.ts, which the screens import too; this adds the account's time zone.
export * from "@/lib/reports/days";

/** The IANA time zone the reports of this account count days in (the vendor's, or the user's). */
export async function accountTimezone(account: Account): Promise<string> {
  return readAccountTimezone(account) ?? "UTC";
}
