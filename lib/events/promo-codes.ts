import "server-only";
import type { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { requireManager, type Account } from "@/lib/events/account";
import type { PromoCodeAnswer } from "@/lib/events/answers";
import { isUniqueViolation } from "@/lib/db-errors";
import { requireAccountEvent } from "@/lib/events/event-access";
import { fieldError, notFound } from "@/lib/events/errors";
import { heldOrderWhere } from "@/lib/events/order-rules";
import type { createPromoCodeSchema, updatePromoCodeSchema } from "@/lib/events/schema";

// An event's promo codes. A code is unique within its event (stored upper case); `ticketTypeIds`
// limits it to some of the event's ticket types (empty: all of them) and is stored as JSON text.

type CreatePromoCodeData = z.output<typeof createPromoCodeSchema>;
type UpdatePromoCodeData = z.output<typeof updatePromoCodeSchema>;

const promoCodeSelect = {
  id: true,
  eventId: true,
  code: true,
  discountType: true,
  amount: true,
  ticketTypeIds: true,
  maxUses: true,
  expiresAt: true,
  createdAt: true,
} as const satisfies Prisma.PromoCodeSelect;
type PromoCodeRow = Prisma.PromoCodeGetPayload<{ select: typeof promoCodeSelect }>;

/** A promo code's stored ticket type ids (a JSON array of strings); anything else reads as none. */
export function parseTicketTypeIds(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function toPromoCodeAnswer(row: PromoCodeRow, uses: number): PromoCodeAnswer {
  return {
    ...row,
    discountType: row.discountType as PromoCodeAnswer["discountType"],
    ticketTypeIds: parseTicketTypeIds(row.ticketTypeIds),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    uses,
  };
}

/** Orders holding tickets with each of these codes (the same count the checkout checks `maxUses` against). */
async function countUses(client: Tx, eventId: string, promoCodeIds: string[], now: Date): Promise<Map<string, number>> {
  if (promoCodeIds.length === 0) return new Map();
  const groups = await client.order.groupBy({
    by: ["promoCodeId"],
    where: { eventId, promoCodeId: { in: promoCodeIds }, ...heldOrderWhere(now) },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.promoCodeId ?? "", group._count._all]));
}

async function answerPromoCode(client: Tx, row: PromoCodeRow, now: Date): Promise<{ promoCode: PromoCodeAnswer }> {
  const uses = await countUses(client, row.eventId, [row.id], now);
  return { promoCode: toPromoCodeAnswer(row, uses.get(row.id) ?? 0) };
}

function codeTaken(): ApiError {
  return new ApiError(409, "code_taken", "This event already has this promo code.", [
    { path: ["code"], code: "custom", message: "This event already has this promo code." },
  ]);
}

/** The ids, once each, after checking they are all ticket types of this event (400 otherwise). */
async function checkTicketTypeIds(client: Tx, eventId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await client.ticketType.count({ where: { eventId, id: { in: unique } } });
  if (found !== unique.length) throw fieldError(["ticketTypeIds"], "Choose ticket types of this event.");
  return unique;
}

export async function listPromoCodes(
  account: Account,
  eventId: string,
  now = new Date(),
): Promise<{ promoCodes: PromoCodeAnswer[] }> {
  await requireAccountEvent(account, eventId);
  const rows = await db.promoCode.findMany({
    where: { eventId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: promoCodeSelect,
  });
  const uses = await countUses(
    db,
    eventId,
    rows.map((row) => row.id),
    now,
  );
  return { promoCodes: rows.map((row) => toPromoCodeAnswer(row, uses.get(row.id) ?? 0)) };
}

export async function createPromoCode(
  account: Account,
  eventId: string,
  data: CreatePromoCodeData,
  now = new Date(),
): Promise<{ promoCode: PromoCodeAnswer }> {
  requireManager(account);
  try {
    return await db.$transaction(async (tx) => {
      await requireAccountEvent(account, eventId, tx);
      const ticketTypeIds = await checkTicketTypeIds(tx, eventId, data.ticketTypeIds);
      if (
        await tx.promoCode.findUnique({ where: { eventId_code: { eventId, code: data.code } }, select: { id: true } })
      )
        throw codeTaken();
      const row = await tx.promoCode.create({
        data: { ...data, eventId, ticketTypeIds: JSON.stringify(ticketTypeIds) },
        select: promoCodeSelect,
      });
      return answerPromoCode(tx, row, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

async function requirePromoCode(client: Tx, account: Account, eventId: string, promoCodeId: string) {
  await requireAccountEvent(account, eventId, client);
  const row = await client.promoCode.findFirst({ where: { id: promoCodeId, eventId }, select: promoCodeSelect });
  if (!row) throw notFound("Promo code");
  return row;
}

export async function updatePromoCode(
  account: Account,
  eventId: string,
  promoCodeId: string,
  data: UpdatePromoCodeData,
  now = new Date(),
): Promise<{ promoCode: PromoCodeAnswer }> {
  requireManager(account);
  try {
    return await db.$transaction(async (tx) => {
      const current = await requirePromoCode(tx, account, eventId, promoCodeId);
      // The percent limit again for a change of only one of type and amount.
      const discountType = data.discountType ?? current.discountType;
      const amount = data.amount ?? current.amount;
      if (discountType === "percent" && amount > 100) throw fieldError(["amount"], "percentRange");
      if (data.code !== undefined && data.code !== current.code) {
        const other = await tx.promoCode.findUnique({
          where: { eventId_code: { eventId, code: data.code } },
          select: { id: true },
        });
        if (other) throw codeTaken();
      }
      const { ticketTypeIds, ...fields } = data;
      const row = await tx.promoCode.update({
        where: { id: promoCodeId },
        data: {
          ...fields,
          ...(ticketTypeIds !== undefined
            ? { ticketTypeIds: JSON.stringify(await checkTicketTypeIds(tx, eventId, ticketTypeIds)) }
            : {}),
        },
        select: promoCodeSelect,
      });
      return answerPromoCode(tx, row, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Deletes a code; orders that used it keep their discount (their link to it is cleared). Answers the deleted code. */
export async function deletePromoCode(
  account: Account,
  eventId: string,
  promoCodeId: string,
  now = new Date(),
): Promise<{ promoCode: PromoCodeAnswer }> {
  requireManager(account);
  return db.$transaction(async (tx) => {
    const row = await requirePromoCode(tx, account, eventId, promoCodeId);
    const answer = await answerPromoCode(tx, row, now);
    await tx.promoCode.delete({ where: { id: promoCodeId } });
    return answer;
  });
}
