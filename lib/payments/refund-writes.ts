import "server-only";
import { db, type Tx } from "@/lib/db";
import { sqliteInstant } from "@/lib/orders/sqlite-instant";
import { keepingSales } from "@/lib/analytics/rollup";

// The refund's writes, in one place, as conditional SQL: what is left on an order is checked in the
// same statement that takes from it, so two refunds sent at the same moment can never give back
// more than was paid, across processes too (each statement is atomic, and the transaction begins
// with its first write, so no stale read can precede it).

/** Thrown inside the claim's transaction to roll it back when the order changed under us. */
class ClaimLost extends Error {}

export type RefundClaim = {
  orderId: string;
  amount: number;
  attendeeIds: string[];
  provider: "offline" | "stripe";
  reason: string | null;
  actorId: string | null;
  stripeRefundId?: string;
  now: Date;
};

/** Takes `amount` from what is left and voids the tickets; null when less than that was left. */
export async function claimRefund(claim: RefundClaim): Promise<{ id: string } | null> {
  try {
    return await db.$transaction((tx) => claimInside(tx, claim));
  } catch (error) {
    if (error instanceof ClaimLost) return null;
    throw error;
  }
}

/**
 * The claim inside the caller's transaction (the webhook records its event id in the same one); the
 * analytics rollup loses the refunded revenue and tickets in it too.
 */
export async function claimInside(tx: Tx, claim: RefundClaim): Promise<{ id: string }> {
  return keepingSales(tx, claim.orderId, () => claimWrites(tx, claim));
}

async function claimWrites(tx: Tx, claim: RefundClaim): Promise<{ id: string }> {
  const { amount, orderId } = claim;
  const taken = await tx.$executeRaw`
    UPDATE "Order"
    SET "status" = CASE WHEN "refundedAmount" + ${amount} >= "total" THEN 'refunded' ELSE 'partially_refunded' END,
      "refundedAmount" = "refundedAmount" + ${amount}, "updatedAt" = ${sqliteInstant(claim.now)}
    WHERE "id" = ${orderId} AND "status" IN ('completed', 'partially_refunded') AND "refundedAmount" + ${amount} <= "total"`;
  if (taken !== 1) throw new ClaimLost();
  const refund = await tx.refund.create({
    data: {
      orderId: claim.orderId,
      amount: claim.amount,
      provider: claim.provider,
      reason: claim.reason,
      createdById: claim.actorId,
      stripeRefundId: claim.stripeRefundId ?? null,
      createdAt: claim.now,
    },
    select: { id: true },
  });
  if (claim.attendeeIds.length > 0) {
    const { count } = await tx.attendee.updateMany({
      where: { id: { in: claim.attendeeIds }, orderId: claim.orderId, voidedAt: null },
      data: { voidedAt: claim.now, refundId: refund.id },
    });
    if (count !== claim.attendeeIds.length) throw new ClaimLost(); // voided by a refund that raced us
  }
  return refund;
}

/** Gives a claimed refund back (Stripe refused it): the money is left again and the tickets valid. */
export async function undoRefund(refundId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const refund = await tx.refund.findUniqueOrThrow({
      where: { id: refundId },
      select: { orderId: true, amount: true },
    });
    await keepingSales(tx, refund.orderId, async () => {
      await tx.$executeRaw`
        UPDATE "Order"
        SET "status" = CASE WHEN "refundedAmount" - ${refund.amount} <= 0 THEN 'completed' ELSE 'partially_refunded' END,
          "refundedAmount" = "refundedAmount" - ${refund.amount}
        WHERE "id" = ${refund.orderId}`;
      await tx.attendee.updateMany({ where: { refundId }, data: { voidedAt: null, refundId: null } });
      await tx.refund.delete({ where: { id: refundId } });
    });
  });
}

/**
 * Puts the refund's voided tickets back on sale: each line of the order holds that many fewer
 * tickets (quantity) and remembers them as released, so quantity + releasedQuantity stays what was bought.
 */
export async function releaseRefundedTickets(refundId: string): Promise<void> {
  const voided = await db.attendee.groupBy({ by: ["orderId", "ticketTypeId"], where: { refundId }, _count: true });
  await db.$transaction(
    voided.map(
      (group) =>
        db.$executeRaw`
        UPDATE "OrderItem" SET "quantity" = "quantity" - ${group._count}, "releasedQuantity" = "releasedQuantity" + ${group._count}
        WHERE "orderId" = ${group.orderId} AND "ticketTypeId" = ${group.ticketTypeId} AND "quantity" >= ${group._count}`,
    ),
  );
}
