import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { personalAccountKey } from "@/lib/events/account";

type TicketTypeFixture = {
  name?: string;
  kind?: "free" | "paid" | "donation";
  price?: number;
  quantity?: number;
  minPerOrder?: number;
  maxPerOrder?: number;
  hidden?: boolean;
  salesStartAt?: Date | null;
  salesEndAt?: Date | null;
};

/** A published public event of `userId`'s personal account, a week ahead, with the given ticket types. */
export async function seedPublishedEvent(
  userId: string,
  {
    ticketTypes = [{}],
    capacity = null,
    status = "published",
    visibility = "public",
    paymentMethod = "offline",
    startsAt = new Date(Date.now() + 7 * 86_400_000),
  }: {
    ticketTypes?: TicketTypeFixture[];
    capacity?: number | null;
    status?: string;
    visibility?: string;
    paymentMethod?: string;
    startsAt?: Date;
  } = {},
) {
  const slug = `event-${randomUUID().slice(0, 8)}`;
  return db.event.create({
    data: {
      accountKey: personalAccountKey(userId),
      userId,
      slug,
      title: `Event ${slug}`,
      timezone: "Europe/Bucharest",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      status,
      visibility,
      currency: "EUR",
      capacity,
      paymentMethod,
      offlinePaymentInstructions: "Pay by bank transfer to RO49 AAAA 1B31 0075 9384 0000.",
      ticketTypes: {
        create: ticketTypes.map((ticketType, position) => ({
          name: ticketType.name ?? `Ticket ${position + 1}`,
          kind: ticketType.kind ?? "free",
          price: ticketType.price ?? 0,
          quantity: ticketType.quantity ?? 100,
          minPerOrder: ticketType.minPerOrder ?? 1,
          maxPerOrder: ticketType.maxPerOrder ?? 10,
          hidden: ticketType.hidden ?? false,
          salesStartAt: ticketType.salesStartAt ?? null,
          salesEndAt: ticketType.salesEndAt ?? null,
          position,
        })),
      },
    },
    select: { id: true, slug: true, ticketTypes: { select: { id: true, name: true }, orderBy: { position: "asc" } } },
  });
}
