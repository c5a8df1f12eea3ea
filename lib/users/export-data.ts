import "server-only";
import { strToU8, zipSync } from "fflate";
import { db } from "@/lib/db";
import { personalAccountKey } from "@/lib/events/account-key";
import { toCsv, type CsvCell } from "@/lib/events/csv";
import { todayIn } from "@/lib/reports/days";
import { minorDigits } from "@/lib/text/money";
import { notificationPreferencesSelect } from "@/lib/users/notification-preferences";

// "Download your data" (GET /api/users/me/export): a zip of what the user's PERSONAL account
// holds — the profile, the events with their ticket types, orders and attendees — and of each
// vendor only the membership (the vendor's events are the vendor's data, not the member's).
// Never a secret: no password hash, two-factor secret or recovery codes, calendar feed token,
// order access tokens nor mailed tokens (every select below names its columns).
//
// JSON keeps the API's shapes (amounts in minor units, instants in ISO 8601, UTC); the CSV files
// are for spreadsheets (lib/events/csv.ts: amounts in major units, e.g. 25.00).

const profileSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  displayName: true,
  avatar: true,
  about: true,
  company: true,
  status: true,
  role: true,
  hostSlug: true,
  currency: true,
  timezone: true,
  language: true,
  scheme: true,
  theme: true,
  layout: true,
  emailVerifiedAt: true,
  twoFactorEnabledAt: true,
  createdAt: true,
  updatedAt: true,
  ...notificationPreferencesSelect,
} as const;

const eventSelect = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  description: true,
  category: true,
  coverImage: true,
  format: true,
  venueName: true,
  venueAddress: true,
  venueCity: true,
  venueCountry: true,
  onlineUrl: true,
  timezone: true,
  startsAt: true,
  endsAt: true,
  status: true,
  visibility: true,
  currency: true,
  capacity: true,
  paymentMethod: true,
  offlinePaymentInstructions: true,
  reservationMinutes: true,
  publishedAt: true,
  cancelledAt: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
  promoCodes: {
    select: {
      id: true,
      code: true,
      discountType: true,
      amount: true,
      ticketTypeIds: true,
      maxUses: true,
      expiresAt: true,
      createdAt: true,
    },
    orderBy: { code: "asc" },
  },
} as const;

const money = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

async function profileFile(userId: string, now: Date) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: profileSelect });
  const { notifyNewOrder, notifyDailySummary, notifySoldOut, notifyUnpaidAfterDays, ...profile } = user;
  return {
    exportedAt: now.toISOString(),
    profile,
    notifications: { notifyNewOrder, notifyDailySummary, notifySoldOut, notifyUnpaidAfterDays },
  };
}

async function vendorsFile(userId: string) {
  const memberships = await db.vendorMember.findMany({
    where: { userId },
    orderBy: { vendor: { name: "asc" } },
    select: { role: true, createdAt: true, vendor: { select: { id: true, name: true, slug: true } } },
  });
  return memberships.map(({ role, createdAt, vendor }) => ({
    vendorId: vendor.id,
    name: vendor.name,
    slug: vendor.slug,
    role,
    since: createdAt,
  }));
}

async function eventsFile(accountKey: string) {
  const events = await db.event.findMany({
    where: { accountKey },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: eventSelect,
  });
  return events.map(({ promoCodes, ...event }) => ({
    ...event,
    promoCodes: promoCodes.map((code) => ({ ...code, ticketTypeIds: parseIds(code.ticketTypeIds) })),
  }));
}

/** PromoCode.ticketTypeIds is a JSON array in a text column. */
function parseIds(stored: string): string[] {
  try {
    const ids: unknown = JSON.parse(stored);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** A column of a CSV file: a field of the row under its own name, or a name and how to read the cell. */
type CsvColumn<Row> =
  | { [Key in keyof Row]: Row[Key] extends CsvCell ? Key & string : never }[keyof Row]
  | readonly [string, (row: Row) => CsvCell];

/** `rows` as CSV, a line a row: the header holds the columns' names, in order. */
function csvOf<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return toCsv(
    columns.map((column) => (typeof column === "string" ? column : column[0])),
    rows.map((row) =>
      columns.map((column): CsvCell => (typeof column === "string" ? (row[column] as CsvCell) : column[1](row))),
    ),
  );
}

async function ticketTypesCsv(accountKey: string): Promise<string> {
  const rows = await db.ticketType.findMany({
    where: { event: { accountKey } },
    orderBy: [{ event: { startsAt: "asc" } }, { position: "asc" }, { createdAt: "asc" }],
    include: { event: { select: { slug: true, currency: true } } },
  });
  return csvOf(rows, [
    "id",
    "eventId",
    ["eventSlug", (row) => row.event.slug],
    "name",
    "description",
    "kind",
    ["price", (row) => money(row.price, row.event.currency)],
    ["currency", (row) => row.event.currency],
    "quantity",
    "salesStartAt",
    "salesEndAt",
    "minPerOrder",
    "maxPerOrder",
    "hidden",
    "position",
    "createdAt",
  ]);
}

async function ordersCsv(accountKey: string): Promise<string> {
  const rows = await db.order.findMany({
    where: { event: { accountKey } },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      reference: true,
      eventId: true,
      event: { select: { slug: true } },
      status: true,
      buyerName: true,
      buyerEmail: true,
      subtotal: true,
      discount: true,
      total: true,
      refundedAmount: true,
      currency: true,
      paymentProvider: true,
      promoCode: { select: { code: true } },
      items: { select: { quantity: true, releasedQuantity: true } },
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
      utmTerm: true,
      utmContent: true,
      ref: true,
      createdAt: true,
      paidAt: true,
      completedAt: true,
      cancelledAt: true,
    },
  });
  return csvOf(rows, [
    "id",
    "reference",
    "eventId",
    ["eventSlug", (row) => row.event.slug],
    "status",
    "buyerName",
    "buyerEmail",
    ["tickets", (row) => row.items.reduce((sum, item) => sum + item.quantity + item.releasedQuantity, 0)],
    ["subtotal", (row) => money(row.subtotal, row.currency)],
    ["discount", (row) => money(row.discount, row.currency)],
    ["total", (row) => money(row.total, row.currency)],
    ["refunded", (row) => money(row.refundedAmount, row.currency)],
    "currency",
    "paymentProvider",
    ["promoCode", (row) => row.promoCode?.code],
    "utmSource",
    "utmMedium",
    "utmCampaign",
    "utmTerm",
    "utmContent",
    "ref",
    "createdAt",
    "paidAt",
    "completedAt",
    "cancelledAt",
  ]);
}

async function attendeesCsv(accountKey: string): Promise<string> {
  const rows = await db.attendee.findMany({
    where: { event: { accountKey } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      eventId: true,
      event: { select: { slug: true } },
      order: { select: { reference: true } },
      ticketType: { select: { name: true } },
      name: true,
      email: true,
      code: true,
      checkedInAt: true,
      checkedInBy: true,
      voidedAt: true,
      createdAt: true,
    },
  });
  return csvOf(rows, [
    "id",
    "eventId",
    ["eventSlug", (row) => row.event.slug],
    ["orderReference", (row) => row.order.reference],
    ["ticketType", (row) => row.ticketType.name],
    "name",
    "email",
    ["ticketCode", (row) => row.code],
    "checkedInAt",
    "checkedInBy",
    "voidedAt",
    "createdAt",
  ]);
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The zip's bytes and its file name (hostdeck-export-<today in the user's time zone>.zip). */
export async function exportAccountData(
  user: { id: string },
  now = new Date(),
): Promise<{ filename: string; zip: Uint8Array }> {
  const accountKey = personalAccountKey(user.id);
  const [profile, vendors, events, ticketTypes, orders, attendees] = await Promise.all([
    profileFile(user.id, now),
    vendorsFile(user.id),
    eventsFile(accountKey),
    ticketTypesCsv(accountKey),
    ordersCsv(accountKey),
    attendeesCsv(accountKey),
  ]);
  const zip = zipSync({
    "profile.json": json(profile),
    "vendors.json": json(vendors),
    "events.json": json(events),
    "ticket-types.csv": strToU8(ticketTypes),
    "orders.csv": strToU8(orders),
    "attendees.csv": strToU8(attendees),
  });
  return { filename: `hostdeck-export-${todayIn(profile.profile.timezone, now)}.zip`, zip };
}

/** The download answer. */
export function zipResponse({ filename, zip }: { filename: string; zip: Uint8Array }): Response {
  return new Response(zip as BodyInit, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
