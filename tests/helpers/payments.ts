import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { newAccessToken, newTicketCode } from "@/lib/orders/codes";
import { uniqueEmail } from "@/seed/factories";
import { seedPublishedEvent, vendorTeam } from "@/tests/helpers/events";

// Paid orders of the payments and refunds tests, written straight to the database the way a
// completed checkout leaves them: the order, its lines and one attendee per ticket.

type PaidOrderOptions = {
  /** Tickets of the event's first (25.00) and second (40.00) paid ticket types. */
  standard?: number;
  vip?: number;
  discount?: number;
  status?: string;
  provider?: "offline" | "stripe" | "free";
  paymentIntentId?: string | null;
  createdAt?: Date;
  buyerName?: string;
};

/** A published event of the user's personal account with two paid ticket types (EUR 25.00 and 40.00). */
export async function paidEvent(userId: string) {
  return seedPublishedEvent(userId, {
    ticketTypes: [
      { name: "Standard", kind: "paid", price: 2500, quantity: 10 },
      { name: "VIP", kind: "paid", price: 4000, quantity: 5 },
    ],
  });
}

export async function insertPaidOrder(
  event: Awaited<ReturnType<typeof paidEvent>>,
  {
    standard = 2,
    vip = 0,
    discount = 0,
    status = "completed",
    provider = "offline",
    paymentIntentId = null,
    createdAt = new Date(),
    buyerName = "Ana Pop",
  }: PaidOrderOptions = {},
) {
  const [standardType, vipType] = event.ticketTypes;
  const lines = [
    { ticketTypeId: standardType.id, quantity: standard, unitPrice: 2500 },
    { ticketTypeId: vipType.id, quantity: vip, unitPrice: 4000 },
  ].filter((line) => line.quantity > 0);
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const isCompleted = status === "completed" || status === "partially_refunded";
  const order = await db.order.create({
    data: {
      eventId: event.id,
      reference: `HD-P${randomUUID().slice(0, 6).toUpperCase()}`,
      accessToken: newAccessToken(),
      status,
      buyerName,
      buyerEmail: uniqueEmail("buyer"),
      subtotal,
      discount,
      total: subtotal - discount,
      currency: "EUR",
      paymentProvider: provider,
      stripePaymentIntentId: paymentIntentId,
      paidAt: isCompleted ? createdAt : null,
      completedAt: isCompleted ? createdAt : null,
      createdAt,
      locale: "en",
      items: { create: lines },
    },
    select: { id: true, total: true, buyerEmail: true, reference: true },
  });
  if (isCompleted) {
    await db.attendee.createMany({
      data: lines.flatMap((line) =>
        Array.from({ length: line.quantity }, (_, index) => ({
          orderId: order.id,
          eventId: event.id,
          ticketTypeId: line.ticketTypeId,
          name: `${buyerName} ${index + 1}`,
          email: order.buyerEmail,
          code: newTicketCode(),
        })),
      ),
    });
  }
  const attendees = await db.attendee.findMany({ where: { orderId: order.id }, select: { id: true, code: true } });
  return { ...order, attendees };
}

/** A vendor with its owner and a staff member (both acting as it), and a paid order of one of its events. */
export async function vendorWithPaidOrder() {
  const { owner, staff, vendor } = await vendorTeam();
  const event = await paidEvent(owner.user.id);
  await db.event.update({
    where: { id: event.id },
    data: { accountKey: `vendor:${vendor.id}`, userId: null, vendorId: vendor.id },
  });
  const order = await insertPaidOrder(event);
  return { owner, staff, vendor, event, order };
}
