import "server-only";
import { db } from "@/lib/db";
import { personalAccountKey, vendorAccountKey, type Account } from "@/lib/events/account";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";
import { listUserVendors } from "@/lib/vendors/queries";
import type { OtherAccount } from "@/lib/dashboard/schema";

// An account without events gets a welcome instead of a wall of zeros. If the user's events (the
// demo data, say) live in another of their accounts, the welcome offers to switch to it.

/** Whether the account has no event at all, in any status. */
export async function hasNoEvents(account: Account): Promise<boolean> {
  return !(await db.event.findFirst({ where: { accountKey: account.key }, select: { id: true } }));
}

/**
 * The user's other accounts that have events, most events first: their personal account, and
 * their vendors while the vendors feature is on (otherwise a vendor cannot be switched to).
 */
export async function otherAccountsWithEvents(userId: string, account: Account): Promise<OtherAccount[]> {
  const [user, vendors] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { displayName: true } }),
    isFeatureEnabled("ENABLE_VENDORS").then((isOn) => (isOn ? listUserVendors(userId) : [])),
  ]);
  if (!user) return [];
  const candidates = [
    { key: personalAccountKey(userId), vendorId: null, name: user.displayName },
    ...vendors.map((vendor) => ({ key: vendorAccountKey(vendor.id), vendorId: vendor.id, name: vendor.name })),
  ].filter((candidate) => candidate.key !== account.key);
  if (candidates.length === 0) return [];
  const counts = await db.event.groupBy({
    by: ["accountKey"],
    where: { accountKey: { in: candidates.map((candidate) => candidate.key) } },
    _count: { _all: true },
  });
  const countByKey = new Map(counts.map((row) => [row.accountKey, row._count._all]));
  return candidates
    .map(({ vendorId, name, key }) => ({ vendorId, name, events: countByKey.get(key) ?? 0 }))
    .filter((candidate) => candidate.events > 0)
    .sort((a, b) => b.events - a.events || a.name.localeCompare(b.name));
}
