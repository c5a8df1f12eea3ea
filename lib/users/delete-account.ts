import "server-only";
import { db, type Tx } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/user";
import { personalAccountKey } from "@/lib/events/account-key";
import { HOLDING_STATUSES } from "@/lib/orders/availability";
import { requireCurrentPassword } from "@/lib/users/current-password";
import type { AccountInUseDetails } from "@/lib/users/schema";

// Deleting an account (DELETE /api/users/me). Refused (409 `account_in_use`, with what blocks it
// in `details`) while the user
//   - has upcoming events of their personal account (not ended yet) with sold tickets — held by a
//     completed, partially refunded or awaiting-payment order: those buyers still expect the event,
//     so the host cancels (and refunds) it first;
//   - is the only owner of a vendor: a vendor always keeps an owner, so they hand the ownership
//     over or delete the vendor first.
// Otherwise, in one transaction: the personal events without any order (drafts among them) are
// deleted; those with orders stay as the records of those orders — archived if they were still
// live, cancelled ones stay cancelled — and `Event.userId` becomes null with the user (SetNull;
// `accountKey` keeps saying whose they were), so the buyers' order pages (/p/orders/[id]?token=)
// still open; then the user goes, and with them (cascade) their sessions' standing (a credential
// of a missing user is refused), tokens, memberships and their copy of the demo data.

export type AccountInUse = { message: string; details: AccountInUseDetails };

/** Statuses that are already final for a kept event: they stay as they are. */
const CLOSED_EVENT_STATUSES = ["cancelled", "archived"];

/** What keeps the account from being deleted now, read inside the deleting transaction. */
export async function findAccountBlockers(tx: Tx, userId: string, now: Date): Promise<AccountInUseDetails> {
  const soldStatuses = [...HOLDING_STATUSES] as string[];
  const [events, ownerships] = await Promise.all([
    tx.event.findMany({
      where: {
        accountKey: personalAccountKey(userId),
        endsAt: { gt: now },
        orders: { some: { status: { in: soldStatuses } } },
      },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        title: true,
        slug: true,
        startsAt: true,
        orders: { where: { status: { in: soldStatuses } }, select: { items: { select: { quantity: true } } } },
      },
    }),
    tx.vendorMember.findMany({
      where: { userId, role: "owner" },
      orderBy: { vendor: { name: "asc" } },
      select: {
        vendor: {
          select: { id: true, name: true, slug: true, _count: { select: { members: { where: { role: "owner" } } } } },
        },
      },
    }),
  ]);
  return {
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      slug: event.slug,
      startsAt: event.startsAt.toISOString(),
      soldTickets: event.orders.reduce(
        (sum, order) => sum + order.items.reduce((lineSum, item) => lineSum + item.quantity, 0),
        0,
      ),
    })),
    vendors: ownerships
      .filter(({ vendor }) => vendor._count.members === 1)
      .map(({ vendor }) => ({ id: vendor.id, name: vendor.name, slug: vendor.slug })),
  };
}

function blockerMessage(details: AccountInUseDetails): string {
  const reasons = [
    details.events.length > 0 ? "you still have upcoming events with sold tickets (cancel them first)" : "",
    details.vendors.length > 0 ? "you are the only owner of a vendor (transfer its ownership or delete it first)" : "",
  ].filter(Boolean);
  return `Your account cannot be deleted yet: ${reasons.join("; and ")}.`;
}

/** Thrown inside the transaction to roll it back when something blocks the deletion. */
class Blocked extends Error {
  constructor(readonly details: AccountInUseDetails) {
    super("account_in_use");
  }
}

/**
 * Deletes the signed-in user's account after checking the password (a wrong one is a 400 at
 * `password`). Returns what blocks it instead, when something does (the caller answers 409);
 * null once the account is gone.
 */
export async function deleteAccount(
  user: SessionUser,
  password: string,
  ip: string,
  now = new Date(),
): Promise<AccountInUse | null> {
  await requireCurrentPassword(user, password, "password", ip);
  const accountKey = personalAccountKey(user.id);
  try {
    await db.$transaction(
      async (tx) => {
        // A write first: it takes SQLite's write lock, so no order can be placed (lib/orders/reserve.ts
        // writes under that lock too) and no owner can leave between the checks and the deletion.
        await tx.user.update({ where: { id: user.id }, data: { sessionsValidFrom: now } });
        const details = await findAccountBlockers(tx, user.id, now);
        if (details.events.length > 0 || details.vendors.length > 0) throw new Blocked(details);
        await tx.event.deleteMany({ where: { accountKey, orders: { none: {} } } });
        await tx.event.updateMany({
          where: { accountKey, status: { notIn: CLOSED_EVENT_STATUSES } },
          data: { status: "archived", archivedAt: now },
        });
        // The personal images go too, but for the covers of the events kept as records.
        const kept = await tx.event.findMany({ where: { accountKey }, select: { coverImage: true } });
        const shown = kept.flatMap((event) => event.coverImage?.match(/^\/api\/uploads\/([^/?#]+)/)?.[1] ?? []);
        await tx.upload.deleteMany({ where: { accountKey, id: { notIn: shown } } });
        await tx.user.delete({ where: { id: user.id } });
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    if (error instanceof Blocked) return { message: blockerMessage(error.details), details: error.details };
    throw error;
  }
  return null;
}

/** The 409 answer: the API's error shape with what blocks the deletion in `details`. */
export function accountInUseResponse({ message, details }: AccountInUse): Response {
  const issues = [
    ...details.events.map((event) => ({ path: ["events", event.id], code: "upcoming_event_with_sales", message })),
    ...details.vendors.map((vendor) => ({ path: ["vendors", vendor.id], code: "only_owner", message })),
  ];
  return Response.json({ error: { code: "account_in_use", message, issues, details } }, { status: 409 });
}
