import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import type { Db, Tx } from "@/lib/prisma-client";
import { slugifyTitle } from "@/lib/events/slug";
import { newOrderReference } from "@/lib/orders/codes";
import { EVENT_SAMPLES } from "@/seed/data/events";
import type { Random } from "@/lib/sample/random";
import { buildRows } from "./build-event";
import type { BuildContext, EventsSeedAccount, EventsSeedOptions, EventsSeedSummary } from "./rows";
// The events sample of a demo account: events in every state (past, happening now, upcoming,
// nearly and fully sold out, drafts, cancelled, archived, unlisted) with ticket types, promo
// codes, orders in every status, attendees (checked in at past events), refunds (voiding the
// tickets they gave back) and 60 days of page views with UTM sources. Every date is relative to
// `options.now`, and the rows obey the rules the app enforces: never more tickets held than a
// ticket type's quantity or the event's capacity, totals that add up, a promo code never used
// beyond its limit, check-ins only while the event ran, refunds as lib/payments leaves them.
// The rows are built in memory and written with a few multi-row INSERTs, one transaction per account.

export type { EventsSeedAccount, EventsSeedOptions, EventsSeedSummary } from "./rows";

/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 2_500;

/**
 * Writes the events sample of `options.profile` for one account. With a `Db` it runs in its own
 * transaction; inside a caller's transaction (`Tx`) it just writes. Slugs are global: a title
 * another account already uses gets the host's name (or a short random tail) appended.
 */
export async function seedEvents(
  client: Tx | Db,
  account: EventsSeedAccount,
  options: EventsSeedOptions,
): Promise<EventsSeedSummary> {
  if ("$transaction" in client) {
    return client.$transaction((tx) => seedEvents(tx, account, options), { timeout: 60_000 });
  }
  const sample = EVENT_SAMPLES[options.profile];
  const person = await personOf(client, account);
  const slugs = await freeSlugs(
    client,
    sample.events.map((event) => slugifyTitle(event.title)),
    account.hostName,
    options.random,
  );
  const rows = buildRows(sample, account, { ...options, person, slugs });
  const takenReferences = await client.order.findMany({
    where: { reference: { in: rows.orders.map((order) => order.reference) } },
    select: { reference: true },
  });
  if (takenReferences.length > 0) {
    const taken = new Set(takenReferences.map((row) => row.reference));
    for (const order of rows.orders) while (taken.has(order.reference)) order.reference = newOrderReference();
  }

  await insertRows(client, "Event", rows.events);
  await insertRows(client, "TicketType", rows.ticketTypes);
  await insertRows(client, "PromoCode", rows.promoCodes);
  await insertRows(client, "Order", rows.orders);
  await insertRows(client, "OrderItem", rows.items);
  await insertRows(client, "Refund", rows.refunds); // before the attendees they void
  await insertRows(client, "Attendee", rows.attendees);
  await insertRows(client, "EventPageView", rows.views);
  return {
    events: rows.events.length,
    ticketTypes: rows.ticketTypes.length,
    promoCodes: rows.promoCodes.length,
    orders: rows.orders.length,
    orderItems: rows.items.length,
    attendees: rows.attendees.length,
    refunds: rows.refunds.length,
    pageViews: rows.views.length,
  };
}

/**
 * Writes rows with multi-row INSERTs of literal values. Prisma's createMany goes through the SQLite
 * driver adapter at about ten times the cost per row, and bound parameters still cost three times
 * as much as literals, which kept seeding the three demo accounts above 3 s. Every value here is
 * made by this file (no user input), and sqlLiteral quotes it the way SQLite reads it back.
 * The rows are `Complete` Prisma inputs, so every column is there and named as in the schema.
 */
export async function insertRows<T extends object>(client: Tx, table: string, rows: T[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]) as (keyof T & string)[];
  const head = `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => `(${columns.map((column) => sqlLiteral(row[column])).join(", ")})`);
    await client.$executeRawUnsafe(head + values.join(", "));
  }
}

/** A value as SQLite literal text; dates in Prisma's stored form, as lib/orders/sqlite.ts compares them. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return `'${sqliteInstant(value)}'`;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer column value: ${value}`);
    return String(value);
  }
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`Cannot write ${typeof value} values.`);
}

/** The account's person (a vendor's first owner): checks people in at the door and makes the refunds. */
async function personOf(client: Tx, account: EventsSeedAccount): Promise<BuildContext["person"]> {
  if (account.userId) {
    const user = await client.user.findUnique({ where: { id: account.userId }, select: { displayName: true } });
    return { id: user ? account.userId : null, name: user?.displayName || account.hostName };
  }
  if (account.vendorId) {
    const owner = await client.vendorMember.findFirst({
      where: { vendorId: account.vendorId, role: "owner" },
      orderBy: { createdAt: "asc" },
      select: { user: { select: { id: true, displayName: true } } },
    });
    return { id: owner?.user.id ?? null, name: owner?.user.displayName || account.hostName };
  }
  return { id: null, name: account.hostName };
}

/** Each title's slug, or with the host's name (then a random tail) appended when another event has it. */
async function freeSlugs(client: Tx, bases: string[], hostName: string, random: Random): Promise<string[]> {
  const result = [...bases];
  const hostPart = slugifyTitle(hostName);
  const isTaken = async (candidates: string[]) =>
    new Set(
      (await client.event.findMany({ where: { slug: { in: candidates } }, select: { slug: true } })).map(
        (event) => event.slug,
      ),
    );
  let pending = result.map((_, index) => index);
  for (let attempt = 0; pending.length > 0; attempt++) {
    const taken = await isTaken(pending.map((index) => result[index]));
    const used = new Set<string>();
    pending = pending.filter((index) => {
      const clash = taken.has(result[index]) || used.has(result[index]) || result.indexOf(result[index]) !== index;
      if (!clash) used.add(result[index]);
      return clash;
    });
    for (const index of pending) {
      const tail =
        attempt === 0
          ? hostPart
          : Array.from({ length: 4 }, () => "abcdefghjkmnpqrstuvwxyz23456789"[random.int(0, 30)]).join("");
      result[index] = `${bases[index].slice(0, 60).replace(/-+$/, "")}-${tail}`.slice(0, 80).replace(/-+$/, "");
    }
  }
  return result;
}
