import "server-only";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { requireManager, type Account } from "@/lib/events/account";
import { csvResponse, toCsv } from "@/lib/events/csv";
import { requireAccountEvent } from "@/lib/events/event-access";
import { exportLabels } from "@/lib/events/export-labels";
import { containsAnySql } from "@/lib/events/search-text";
import { Prisma } from "@/lib/generated/prisma/client";
import { accountTimezone, toPeriod } from "@/lib/reports/period";
import { expireReservations } from "@/lib/orders/expire";
import { sweepOverduePayments } from "@/lib/orders/expire-payments";
import {
  PAYMENT_STATUSES,
  type ListPaymentsQuery,
  type PaymentList,
  type PaymentRow,
  type PaymentSort,
} from "@/lib/payments/schema";

// Every order of the account with money involved (a total above zero that reached payment: not a
// reservation that lapsed), filtered, searched, sorted and paged in SQL; or all of them as CSV.

const SORT_COLUMNS: Record<PaymentSort, Prisma.Sql> = {
  createdAt: Prisma.raw('o."createdAt"'),
  total: Prisma.raw('o."total"'),
  buyerName: Prisma.raw('o."buyerName" COLLATE NOCASE'),
  reference: Prisma.raw('o."reference"'),
};

async function whereSql(account: Account, query: ListPaymentsQuery): Promise<Prisma.Sql> {
  const conditions: Prisma.Sql[] = [
    Prisma.sql`e."accountKey" = ${account.key}`,
    Prisma.sql`o."total" > 0`,
    query.status
      ? Prisma.sql`o."status" = ${query.status}`
      : Prisma.sql`o."status" IN (${Prisma.join([...PAYMENT_STATUSES])})`,
  ];
  if (query.provider) conditions.push(Prisma.sql`o."paymentProvider" = ${query.provider}`);
  if (query.eventId) {
    await requireAccountEvent(account, query.eventId);
    conditions.push(Prisma.sql`o."eventId" = ${query.eventId}`);
  }
  if (query.from && query.to) {
    const period = toPeriod({ from: query.from, to: query.to }, await accountTimezone(account));
    conditions.push(Prisma.sql`o."createdAt" >= ${period.start} AND o."createdAt" < ${period.end}`);
  }
  if (query.search) conditions.push(containsAnySql(['o."buyerName"', 'o."buyerEmail"', 'o."reference"'], query.search));
  return Prisma.sql`FROM "Order" o JOIN "Event" e ON e."id" = o."eventId" WHERE ${Prisma.join(conditions, " AND ")}`;
}

function orderBySql(query: ListPaymentsQuery): Prisma.Sql {
  const direction = Prisma.raw(query.order === "asc" ? "ASC" : "DESC");
  return Prisma.sql`ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, o."id" ${direction}`;
}

const rowSelect = {
  id: true,
  reference: true,
  eventId: true,
  event: { select: { title: true } },
  buyerName: true,
  buyerEmail: true,
  status: true,
  paymentProvider: true,
  total: true,
  refundedAmount: true,
  currency: true,
  paidAt: true,
  createdAt: true,
} as const satisfies Prisma.OrderSelect;

/** The rows of these orders, in the order of `ids`. */
async function loadRows(ids: string[]): Promise<PaymentRow[]> {
  const rows = new Map(
    (await db.order.findMany({ where: { id: { in: ids } }, select: rowSelect })).map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    return [
      {
        orderId: row.id,
        reference: row.reference,
        eventId: row.eventId,
        eventTitle: row.event.title,
        buyerName: row.buyerName,
        buyerEmail: row.buyerEmail,
        status: row.status as PaymentRow["status"],
        provider: row.paymentProvider,
        total: row.total,
        refundedAmount: row.refundedAmount,
        currency: row.currency,
        paidAt: row.paidAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * The list filters by stored status, so lapsed checkouts and offline orders past their deadline
 * are marked expired first (the same sweeps the buyer's page runs; the payment one mails each
 * buyer once). A failed sweep never fails the list.
 */
async function settleLapsedOrders(): Promise<void> {
  await sweepOverduePayments({});
  await expireReservations().catch((error) => console.error("expireReservations failed", error));
}

/** `GET /api/payments`: managers only (staff 403); an event of another account is a 404. */
export async function listPayments(account: Account, query: ListPaymentsQuery): Promise<PaymentList> {
  requireManager(account);
  await settleLapsedOrders();
  const from = await whereSql(account, query);
  const { page, pageSize } = query;
  const [[{ total }], ids] = await Promise.all([
    db.$queryRaw<{ total: bigint }[]>`SELECT COUNT(*) AS "total" ${from}`,
    db.$queryRaw<
      { id: string }[]
    >`SELECT o."id" AS "id" ${from} ${orderBySql(query)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  ]);
  const count = Number(total);
  return {
    payments: await loadRows(ids.map((row) => row.id)),
    pagination: { total: count, page, pageSize, lastPage: Math.max(1, Math.ceil(count / pageSize)) },
  };
}

/** The most rows one export writes; a larger account narrows it with the filters. */
const MAX_EXPORT_ROWS = 50_000;

/** `GET /api/payments?format=csv`: every row the filter shows, headings in the user's language. */
export async function exportPayments(account: Account, query: ListPaymentsQuery, language: string): Promise<Response> {
  requireManager(account);
  await settleLapsedOrders();
  const from = await whereSql(account, query);
  const ids = await db.$queryRaw<
    { id: string }[]
  >`SELECT o."id" AS "id" ${from} ${orderBySql(query)} LIMIT ${MAX_EXPORT_ROWS + 1}`;
  if (ids.length > MAX_EXPORT_ROWS)
    throw new ApiError(400, "too_many_rows", `More than ${MAX_EXPORT_ROWS} payments match: narrow the filter.`);
  const rows: PaymentRow[] = [];
  // In slices, so a large export never asks SQLite for more bound parameters than it allows.
  for (let start = 0; start < ids.length; start += 500)
    rows.push(...(await loadRows(ids.slice(start, start + 500).map((row) => row.id))));
  const labels = (await exportLabels(language)).orders;
  const money = (minor: number) => (minor / 100).toFixed(2);
  const csv = toCsv(
    [
      labels.reference,
      labels.event,
      labels.status,
      labels.buyerName,
      labels.buyerEmail,
      labels.total,
      labels.refunded,
      labels.currency,
      labels.paymentProvider,
      labels.createdAt,
      labels.paidAt,
    ],
    rows.map((row) => [
      row.reference,
      row.eventTitle,
      row.status,
      row.buyerName,
      row.buyerEmail,
      money(row.total),
      money(row.refundedAmount),
      row.currency,
      row.provider,
      row.createdAt,
      row.paidAt,
    ]),
  );
  return csvResponse("payments.csv", csv);
}
