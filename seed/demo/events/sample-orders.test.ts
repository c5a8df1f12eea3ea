import { db } from "@/lib/db";
import { getPublicEventView } from "@/lib/orders/availability";
import { promoDiscount } from "@/lib/orders/reserve";
import { ticketRefundAmounts } from "@/lib/payments/refund-amounts";
import { EVENT_SAMPLES } from "@/seed/data/events";
import { eventsOf, HOUR, isHolding, now, seeded, seedTheSample, TICKETED } from "./sample-fixture";

seedTheSample();

describe("the events sample's tickets and orders", () => {
  it("never holds more tickets than a ticket type's quantity or the event's capacity", async () => {
    for (const seed of seeded) {
      for (const event of await eventsOf(seed)) {
        const held = new Map<string, number>();
        for (const order of event.orders.filter(isHolding)) {
          for (const item of order.items)
            held.set(item.ticketTypeId, (held.get(item.ticketTypeId) ?? 0) + item.quantity);
        }
        for (const ticketType of event.ticketTypes)
          expect(held.get(ticketType.id) ?? 0).toBeLessThanOrEqual(ticketType.quantity);
        const total = [...held.values()].reduce((sum, count) => sum + count, 0);
        if (event.capacity !== null) expect(total).toBeLessThanOrEqual(event.capacity);
        if (event.status === "cancelled" || event.status === "draft") expect(total).toBe(0);
      }
    }
  });

  it("has nearly sold out and sold out events, as the public page reports them", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const samples = EVENT_SAMPLES[seed.profile].events.filter((sample) => sample.ticketsLeft !== undefined);
      expect(samples.some((sample) => sample.ticketsLeft === 0)).toBe(true);
      expect(samples.some((sample) => sample.ticketsLeft! > 0 && sample.ticketsLeft! <= 3)).toBe(true);
      const events = await eventsOf(seed);
      for (const sample of samples) {
        const event = events.find((candidate) => candidate.title === sample.title)!;
        const held = event.orders
          .filter(isHolding)
          .reduce((sum, order) => sum + order.items.reduce((count, item) => count + item.quantity, 0), 0);
        expect(event.capacity! - held).toBe(sample.ticketsLeft);
        const view = await getPublicEventView(event.slug, { now });
        expect(view).not.toBeNull();
        const left = Math.max(...view!.ticketTypes.map((ticketType) => ticketType.available));
        expect(left).toBeLessThanOrEqual(sample.ticketsLeft!);
        expect(left > 0).toBe(sample.ticketsLeft! > 0);
        expect(view!.event.soldOut).toBe(sample.ticketsLeft === 0);
      }
    }
  });

  it("adds up every order: items, promo discount, total, refunds and payment provider", async () => {
    for (const seed of seeded) {
      for (const event of await eventsOf(seed)) {
        const promoById = new Map(event.promoCodes.map((promo) => [promo.id, promo]));
        for (const order of event.orders) {
          expect(order.items.length).toBeGreaterThan(0);
          const subtotal = order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
          expect(order.subtotal).toBe(subtotal);
          expect(order.total).toBe(order.subtotal - order.discount);
          expect(order.total).toBeGreaterThanOrEqual(0);
          expect(order.currency).toBe(event.currency);
          expect(order.paymentProvider).toBe(order.total === 0 ? "free" : event.paymentMethod);
          if (order.promoCodeId) {
            const promo = promoById.get(order.promoCodeId)!;
            const lines = order.items.map((item) => ({
              ticketType: { id: item.ticketTypeId },
              quantity: item.quantity,
              unitPrice: item.unitPrice,
            }));
            expect(order.discount).toBe(promoDiscount(promo as never, lines as never));
            expect(order.discount).toBeGreaterThan(0);
            expect(order.createdAt >= promo.createdAt).toBe(true);
            if (promo.expiresAt) expect(order.createdAt < promo.expiresAt).toBe(true);
          } else {
            expect(order.discount).toBe(0);
          }
          if (order.status === "refunded") expect(order.refundedAmount).toBe(order.total);
          else if (order.status === "partially_refunded") {
            expect(order.refundedAmount).toBeGreaterThan(0);
            expect(order.refundedAmount).toBeLessThan(order.total);
          } else expect(order.refundedAmount).toBe(0);
          if (order.status === "completed" && order.total > 0) expect(order.paidAt).not.toBeNull();
          if (order.paidAt) expect(order.paidAt >= order.createdAt && order.paidAt <= now).toBe(true);
          if (order.status === "reserved") expect(order.reservedUntil! > now).toBe(true);
          if (order.status === "expired") expect(order.reservedUntil! <= now).toBe(true);
          if (order.status === "cancelled") expect(order.cancelledAt).not.toBeNull();
          for (const item of order.items) {
            const ticketType = event.ticketTypes.find((candidate) => candidate.id === item.ticketTypeId)!;
            if (ticketType.kind === "paid") expect(item.unitPrice).toBe(ticketType.price);
            if (ticketType.kind === "free") expect(item.unitPrice).toBe(0);
            if (ticketType.kind === "donation") expect(item.unitPrice).toBeGreaterThanOrEqual(ticketType.price);
            expect(item.quantity).toBeGreaterThanOrEqual(ticketType.minPerOrder);
            expect(item.quantity).toBeLessThanOrEqual(ticketType.maxPerOrder);
            // Bought while that ticket type was on sale.
            if (ticketType.salesStartAt) expect(order.createdAt >= ticketType.salesStartAt).toBe(true);
            if (ticketType.salesEndAt) expect(order.createdAt < ticketType.salesEndAt).toBe(true);
            if (ticketType.hidden) expect(order.ref).not.toBeNull();
          }
        }
        // A promo code is never used beyond its limit (lib/orders/reserve.ts counts holding orders).
        for (const promo of event.promoCodes) {
          const uses = event.orders.filter((order) => order.promoCodeId === promo.id && isHolding(order)).length;
          if (promo.maxUses !== null) expect(uses).toBeLessThanOrEqual(promo.maxUses);
        }
      }
    }
  });

  it("has promo codes of each kind: percent and fixed, one expired, one used up", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const events = await eventsOf(seed);
      const promos = events.flatMap((event) =>
        event.promoCodes.map((promo) => ({
          promo,
          uses: event.orders.filter((order) => order.promoCodeId === promo.id && isHolding(order)).length,
        })),
      );
      expect(new Set(promos.map(({ promo }) => promo.discountType))).toEqual(new Set(["percent", "fixed"]));
      expect(promos.some(({ promo, uses }) => promo.expiresAt !== null && promo.expiresAt < now && uses > 0)).toBe(
        true,
      );
      expect(promos.some(({ promo, uses }) => promo.maxUses !== null && uses === promo.maxUses)).toBe(true);
    }
  });

  it("covers every order status, with the one checkout in progress still holding its tickets", async () => {
    for (const seed of seeded.slice(0, 3)) {
      const orders = (await eventsOf(seed)).flatMap((event) => event.orders);
      const statuses = new Set(orders.map((order) => order.status));
      for (const status of ["completed", "awaiting_payment", "cancelled", "expired", "refunded", "reserved"])
        expect(statuses).toContain(status);
      // Offline orders still awaiting payment are before their deadline, which is at most the event's start.
      for (const event of await eventsOf(seed)) {
        for (const order of event.orders.filter((candidate) => candidate.status === "awaiting_payment")) {
          expect(order.paymentDueAt!.getTime()).toBeGreaterThan(now.getTime());
          expect(order.paymentDueAt!.getTime()).toBeLessThanOrEqual(event.startsAt.getTime());
        }
      }
      expect(orders.filter((order) => order.status === "reserved")).toHaveLength(1);
      expect(orders.filter((order) => order.status === "completed").length / orders.length).toBeGreaterThan(0.6);
      expect(orders.some((order) => order.utmSource === null)).toBe(true);
      expect(new Set(orders.map((order) => order.utmSource).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
      expect(orders.some((order) => order.ref !== null)).toBe(true);
    }
    const partial = await db.order.count({
      where: {
        status: "partially_refunded",
        event: { accountKey: { in: seeded.map((seed) => seed.account.accountKey) } },
      },
    });
    expect(partial).toBeGreaterThan(0);
  });

  it("gives buyers unique references, tokens and ticket codes on example domains", async () => {
    const orders = await db.order.findMany({
      where: { event: { accountKey: { in: seeded.map((seed) => seed.account.accountKey) } } },
      select: { reference: true, accessToken: true, buyerEmail: true, buyerName: true },
    });
    for (const order of orders) {
      expect(order.reference).toMatch(/^HD-[A-HJ-NP-Z2-9]{6}$/);
      expect(order.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(order.buyerEmail).toMatch(/^[a-z0-9._]+@example\.(com|org)$/);
    }
    expect(new Set(orders.map((order) => order.reference)).size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.accessToken)).size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.buyerName)).size).toBeGreaterThan(60);
    const codes = await db.attendee.findMany({
      where: { event: { accountKey: { in: seeded.map((seed) => seed.account.accountKey) } } },
      select: { code: true },
    });
    expect(new Set(codes.map((attendee) => attendee.code)).size).toBe(codes.length);
    for (const { code } of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });

  it("has one attendee per ticket of completed orders, checked in only while the event ran", async () => {
    for (const seed of seeded) {
      for (const event of await eventsOf(seed)) {
        for (const order of event.orders) {
          // A refunded order that had completed keeps its tickets (voided); a late payment never had any.
          const hadTickets =
            TICKETED.includes(order.status) || (order.status === "refunded" && order.completedAt !== null);
          const tickets = order.items.reduce((sum, item) => sum + item.quantity, 0);
          expect(order.attendees).toHaveLength(hadTickets ? tickets : 0);
          for (const item of order.items) {
            expect(order.attendees.filter((attendee) => attendee.ticketTypeId === item.ticketTypeId)).toHaveLength(
              hadTickets ? item.quantity : 0,
            );
          }
        }
        const checkedIn = event.attendees.filter((attendee) => attendee.checkedInAt);
        for (const attendee of checkedIn) {
          expect(attendee.checkedInAt!.getTime()).toBeGreaterThanOrEqual(event.startsAt.getTime() - HOUR);
          expect(attendee.checkedInAt!.getTime()).toBeLessThanOrEqual(Math.min(event.endsAt.getTime(), now.getTime()));
          expect(attendee.checkedInBy).toBeTruthy();
        }
        if (event.startsAt > now || event.format === "online") expect(checkedIn).toHaveLength(0);
        const valid = event.attendees.filter((attendee) => !attendee.voidedAt);
        if (event.endsAt < now && event.format !== "online" && valid.length >= 10) {
          expect(checkedIn.length / valid.length).toBeGreaterThan(0.7);
          expect(checkedIn.length).toBeLessThan(valid.length);
        }
        if (event.startsAt <= now && event.endsAt > now && event.format !== "online")
          expect(checkedIn.length).toBeGreaterThan(0);
      }
    }
  });

  it("records every refund as the payments screen does, voiding the tickets it gave back", async () => {
    const kinds = { partial: 0, full: 0, late: 0 };
    for (const seed of seeded) {
      const person =
        seed.account.userId ??
        (
          await db.vendorMember.findFirstOrThrow({
            where: { vendorId: seed.account.vendorId!, role: "owner" },
            orderBy: { createdAt: "asc" },
          })
        ).userId;
      for (const event of await eventsOf(seed)) {
        for (const order of event.orders) {
          const voided = order.attendees.filter((attendee) => attendee.voidedAt);
          // A refunded ticket admits no one (lib/events/check-in.ts).
          for (const attendee of voided) expect(attendee.checkedInAt).toBeNull();
          if (order.refundedAmount === 0) {
            expect(order.refunds).toHaveLength(0);
            expect(voided).toHaveLength(0);
            continue;
          }
          expect(order.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(order.refundedAmount);
          expect(order.refunds).toHaveLength(1);
          const [refund] = order.refunds;
          expect(refund.provider).toBe(order.paymentProvider === "stripe" ? "stripe" : "offline");
          if (refund.provider === "stripe") expect(refund.stripeRefundId).toMatch(/^re_[A-Za-z0-9]{24}$/);
          else expect(refund.stripeRefundId).toBeNull();
          expect(refund.reason).toBeNull();
          expect(refund.createdAt <= now).toBe(true);
          expect(refund.createdAt >= (order.completedAt ?? order.paidAt)!).toBe(true);
          expect(refund.createdAt.getTime()).toBe(order.updatedAt.getTime());
          // The host refunds on the payments screen; a late payment is refunded by the webhook.
          expect(refund.createdById).toBe(order.completedAt ? person : null);
          for (const attendee of voided) {
            expect(attendee.refundId).toBe(refund.id);
            expect(attendee.voidedAt!.getTime()).toBe(refund.createdAt.getTime());
          }
          if (order.status === "partially_refunded") {
            kinds.partial++;
            expect(order.completedAt).not.toBeNull();
            expect(voided).toHaveLength(1);
            // The refund is that ticket's price less its share of the promo code.
            const price = ticketRefundAmounts(order).get(voided[0].id)!;
            expect(order.refundedAmount).toBe(Math.max(1, Math.min(order.total - 1, price)));
          } else if (order.completedAt) {
            kinds.full++;
            expect(order.status).toBe("refunded");
            expect(voided).toHaveLength(order.attendees.length);
            expect(voided.length).toBeGreaterThan(0);
          } else {
            // Paid after its reservation ran out: refunded at once, never completed, no tickets.
            kinds.late++;
            expect(order.status).toBe("refunded");
            expect(order.paymentProvider).toBe("stripe");
            expect(order.paidAt).not.toBeNull();
            expect(order.attendees).toHaveLength(0);
          }
        }
      }
    }
    expect(kinds.partial).toBeGreaterThan(0);
    expect(kinds.full).toBeGreaterThan(0);
    expect(kinds.late).toBeGreaterThan(0);
  });
});
