import { db } from "@/lib/db";
import { GET as getOrder } from "@/app/api/public/orders/[id]/route";
import { POST as checkout } from "@/app/api/public/orders/[id]/checkout/route";
import { POST as cancel } from "@/app/api/public/orders/[id]/cancel/route";
import { heldTickets } from "@/lib/orders/availability";
import { completeOrder } from "@/lib/orders/complete";
import { expireReservations } from "@/lib/orders/expire";
import { sendOrderEmails } from "@/lib/orders/notifications";
import { placeOrder } from "@/lib/orders/reserve";
import { startFakeStripe, type FakeStripe } from "@/tests/helpers/fake-stripe";
import { seedUser, seedVendor, uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";

let slugCounter = 0;

/** A published paid event of a fresh host with one ticket type, and a reserved order for it. */
async function reservedOrder({
  paymentMethod = "offline",
  quantity = 2,
  ticketQuantity = 10,
  price = 2500,
  hostId,
  vendorId,
}: {
  paymentMethod?: "offline" | "stripe";
  quantity?: number;
  ticketQuantity?: number;
  price?: number;
  hostId?: string;
  vendorId?: string;
} = {}) {
  const host = hostId ? { id: hostId } : await seedUser(db, { firstName: "Hana" });
  slugCounter += 1;
  const event = await db.event.create({
    data: {
      accountKey: vendorId ? `vendor:${vendorId}` : `user:${host.id}`,
      userId: vendorId ? null : host.id,
      vendorId: vendorId ?? null,
      slug: `harbour-jazz-${process.pid}-${Date.now().toString(36)}-${slugCounter}`,
      title: "Harbour Jazz Night",
      summary: "Three sets by the water.",
      format: "hybrid",
      venueName: "Pier 4",
      venueCity: "Constanța",
      venueCountry: "RO",
      onlineUrl: "https://stream.example.org/jazz",
      timezone: "Europe/Bucharest",
      startsAt: new Date(Date.now() + 30 * 86_400_000),
      endsAt: new Date(Date.now() + 30 * 86_400_000 + 3 * 3_600_000),
      status: "published",
      currency: "EUR",
      paymentMethod,
      offlinePaymentInstructions: "Bank transfer to RO49 AAAA 1B31 0075 9384 0000.\nMention your order reference.",
    },
  });
  const ticketType = await db.ticketType.create({
    data: { eventId: event.id, name: "General admission", kind: "paid", price, quantity: ticketQuantity },
  });
  const buyerEmail = uniqueEmail("buyer");
  const placed = placeOrder(event.slug, {
    items: [{ ticketTypeId: ticketType.id, quantity }],
    buyer: { name: "Bianca Buyer", email: buyerEmail },
  });
  return {
    host,
    event,
    ticketType,
    buyerEmail,
    orderId: placed.order.id,
    token: placed.accessToken,
    reference: placed.order.reference,
  };
}

const view = (orderId: string, token: string) =>
  callRoute(getOrder, {
    url: `/api/public/orders/${orderId}?token=${encodeURIComponent(token)}`,
    params: { id: orderId },
  });
const post = (handler: typeof checkout, orderId: string, json: unknown, headers: Record<string, string> = {}) =>
  callRoute(handler, {
    method: "POST",
    url: `/api/public/orders/${orderId}/x`,
    json,
    params: { id: orderId },
    headers,
  });

describe("GET /api/public/orders/{id}", () => {
  it("shows a reserved order to its token only; a wrong token and an unknown id get the same 404", async () => {
    const { orderId, token, reference } = await reservedOrder();
    const ok = await view(orderId, token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.data.order).toMatchObject({
      id: orderId,
      reference,
      status: "reserved",
      subtotal: 5000,
      total: 5000,
      currency: "EUR",
      paymentProvider: "offline",
      buyer: { name: "Bianca Buyer" },
    });
    expect(ok.data.order.items).toEqual([
      { ticketTypeId: expect.any(String), name: "General admission", quantity: 2, unitPrice: 2500, amount: 5000 },
    ]);
    expect(ok.data.event).toMatchObject({
      title: "Harbour Jazz Night",
      timezone: "Europe/Bucharest",
      onlineUrl: null,
      venue: { name: "Pier 4", city: "Constanța" },
    });
    expect(ok.data.payment).toMatchObject({
      method: "offline",
      reference,
      instructions: expect.stringContaining("RO49"),
    });
    expect(ok.data.tickets).toEqual([]);

    const wrong = await view(orderId, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
    const unknown = await view("no-such-order", token);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.data).toEqual(unknown.data);
    expect((await view(orderId, "short")).status).toBe(400);
  });

  it("answers a reservation past its time as expired and marks it so", async () => {
    const { orderId, token } = await reservedOrder();
    await db.order.update({ where: { id: orderId }, data: { reservedUntil: new Date(Date.now() - 1000) } });
    const { data } = await view(orderId, token);
    expect(data.order.status).toBe("expired");
    expect(data.order.reservedUntil).toBeNull();
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("expired");
  });

  it("shows tickets with QR codes and the online link once completed", async () => {
    const { orderId, token } = await reservedOrder({ quantity: 3 });
    await db.$transaction((tx) => completeOrder(tx, orderId, { paidAt: new Date() }));
    const { data } = await view(orderId, token);
    expect(data.order.status).toBe("completed");
    expect(data.event.onlineUrl).toBe("https://stream.example.org/jazz");
    expect(data.payment).toBeNull();
    expect(data.tickets).toHaveLength(3);
    for (const ticket of data.tickets) {
      expect(ticket).toMatchObject({
        code: expect.stringMatching(/^[A-Z2-9]{12}$/),
        name: "Bianca Buyer",
        ticketTypeName: "General admission",
      });
      expect(ticket.qr).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
  });
});

describe("POST /api/public/orders/{id}/checkout (offline)", () => {
  it("puts the order in awaiting_payment, mails the instructions and notifies the host once", async () => {
    const { host, orderId, token, reference, buyerEmail, event } = await reservedOrder();
    const first = await post(checkout, orderId, { token });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({
      order: { id: orderId, reference, status: "awaiting_payment", total: 5000, currency: "EUR" },
      instructions: expect.stringContaining("RO49"),
      paymentDueAt: expect.any(String),
    });
    const stored = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(stored).toMatchObject({ status: "awaiting_payment", reservedUntil: null });
    // It still holds its tickets, now until its payment deadline (offline-payment-deadline.test.ts).
    expect(heldTickets(event.id, new Date(Date.now() + 86_400_000)).total).toBe(2);

    const mails = await db.outboxMail.findMany({ where: { to: buyerEmail } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(reference);
    expect(mails[0].text).toContain("RO49 AAAA");
    expect(mails[0].html).toContain(reference);

    const notices = await db.shellNotice.findMany({ where: { userId: host.id, kind: "notification" } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      link: `/pages/events/${event.id}?tab=orders&order=${orderId}`,
      useRouter: true,
    });
    expect(notices[0].description).toContain(reference);
    expect(notices[0].description).toContain("Harbour Jazz Night");
    expect(notices[0].description).toMatch(/2 tickets/);

    // A second click answers the same and sends nothing more.
    const again = await post(checkout, orderId, { token });
    expect(again.status).toBe(200);
    expect(again.data.order.status).toBe("awaiting_payment");
    expect(await db.outboxMail.count({ where: { to: buyerEmail } })).toBe(1);

    // The host marks it paid: the buyer gets the tickets, the host is not told about their own order again.
    await db.$transaction((tx) => completeOrder(tx, orderId, { paidAt: new Date() }));
    await sendOrderEmails(orderId);
    expect(await db.shellNotice.count({ where: { userId: host.id, kind: "notification" } })).toBe(1);
    expect(await db.outboxMail.count({ where: { to: buyerEmail } })).toBe(2);
  });

  it("writes the buyer's mail in the language of their request", async () => {
    const { orderId, token, buyerEmail } = await reservedOrder();
    await post(checkout, orderId, { token }, { "accept-language": "ro-RO,ro;q=0.9" });
    const [mail] = await db.outboxMail.findMany({ where: { to: buyerEmail } });
    expect(mail.subject).toMatch(/cum plătești/);
  });

  it("refuses an expired reservation, a completed order, a wrong token and bad input", async () => {
    const expired = await reservedOrder();
    await db.order.update({ where: { id: expired.orderId }, data: { reservedUntil: new Date(Date.now() - 1000) } });
    const late = await post(checkout, expired.orderId, { token: expired.token });
    expect(late.status).toBe(409);
    expect(late.data.error.code).toBe("reservation_expired");
    expect((await db.order.findUniqueOrThrow({ where: { id: expired.orderId } })).status).toBe("expired");
    expect(await db.outboxMail.count({ where: { to: expired.buyerEmail } })).toBe(0);

    const done = await reservedOrder();
    await db.$transaction((tx) => completeOrder(tx, done.orderId));
    const completed = await post(checkout, done.orderId, { token: done.token });
    expect(completed.status).toBe(409);
    expect(completed.data.error.code).toBe("already_completed");

    const other = await reservedOrder();
    expect((await post(checkout, other.orderId, { token: done.token })).status).toBe(404);
    expect((await post(checkout, other.orderId, {})).status).toBe(400);
    expect((await post(checkout, other.orderId, { token: other.token, extra: 1 })).status).toBe(400);
    expect((await db.order.findUniqueOrThrow({ where: { id: other.orderId } })).status).toBe("reserved");
  });

  it("tells every owner and admin of a vendor, not its staff", async () => {
    const owner = await seedUser(db);
    const admin = await seedUser(db);
    const staff = await seedUser(db);
    const vendor = await seedVendor(db, {
      name: "Northwind Live",
      slug: `northwind-${process.pid}-${Date.now().toString(36)}`,
      ownerId: owner.id,
    });
    await db.vendorMember.createMany({
      data: [
        { vendorId: vendor.id, userId: admin.id, role: "admin" },
        { vendorId: vendor.id, userId: staff.id, role: "staff" },
      ],
    });
    const { orderId, token } = await reservedOrder({ hostId: owner.id, vendorId: vendor.id });
    await post(checkout, orderId, { token });
    const notified = await db.shellNotice.findMany({
      where: { kind: "notification", link: { contains: orderId } },
      select: { userId: true },
    });
    expect(notified.map((row) => row.userId).sort()).toEqual([owner.id, admin.id].sort());
    expect(await db.outboxMail.count({ where: { to: { in: [owner.email, admin.email] } } })).toBe(2);
    expect(await db.outboxMail.count({ where: { to: staff.email } })).toBe(0);
  });
});

describe("POST /api/public/orders/{id}/checkout (Stripe)", () => {
  let fake: FakeStripe;
  const saved = { key: process.env.STRIPE_SECRET_KEY, base: process.env.STRIPE_API_BASE };

  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
    process.env.STRIPE_SECRET_KEY = saved.key;
    process.env.STRIPE_API_BASE = saved.base;
    if (saved.key === undefined) delete process.env.STRIPE_SECRET_KEY;
    if (saved.base === undefined) delete process.env.STRIPE_API_BASE;
  });

  it("answers 503 payments_unavailable without STRIPE_SECRET_KEY and leaves the order reserved", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const { orderId, token } = await reservedOrder({ paymentMethod: "stripe" });
    const { status, data } = await post(checkout, orderId, { token });
    expect(status).toBe(503);
    expect(data.error.code).toBe("payments_unavailable");
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "reserved",
      stripeCheckoutSessionId: null,
    });
  });

  it("creates a Checkout Session for the order's lines and stores its id", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_BASE = fake.url;
    const { orderId, token, reference } = await reservedOrder({ paymentMethod: "stripe", quantity: 3, price: 1999 });
    const before = Date.now();
    const { status, data } = await post(checkout, orderId, { token }, { "accept-language": "tr" });
    expect(status).toBe(200);
    expect(data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);
    const stored = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(stored.status).toBe("reserved");
    expect(data.checkoutUrl).toContain(stored.stripeCheckoutSessionId);

    const request = fake.requests.filter((item) => item.path === "/v1/checkout/sessions").at(-1)!;
    const form = request.form;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][quantity]")).toBe("3");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("1999");
    expect(form.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe("General admission");
    expect(form.get("client_reference_id")).toBe(orderId);
    expect(form.get("metadata[orderId]")).toBe(orderId);
    expect(form.get("metadata[reference]")).toBe(reference);
    expect(form.get("metadata[locale]")).toBe("tr");
    expect(form.get("locale")).toBe("tr");
    expect(form.get("customer_email")).toMatch(/^buyer-/);
    expect(Number(form.get("expires_at")) * 1000).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(form.get("success_url")).toBe(
      `http://localhost:3999/p/orders/${orderId}?token=${encodeURIComponent(token)}&payment=done`,
    );
    expect(form.get("cancel_url")).toContain(`/p/orders/${orderId}?token=`);

    // Pressing "Pay" again reuses the open session.
    const again = await post(checkout, orderId, { token });
    expect(again.data.checkoutUrl).toBe(data.checkoutUrl);
    expect(
      fake.requests.filter((item) => item.path === "/v1/checkout/sessions" && item.method === "POST"),
    ).toHaveLength(1);
  });

  it("cancelling the reservation releases the tickets and closes the session", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_BASE = fake.url;
    const { orderId, token, event } = await reservedOrder({ paymentMethod: "stripe" });
    await post(checkout, orderId, { token });
    const sessionId = (await db.order.findUniqueOrThrow({ where: { id: orderId } })).stripeCheckoutSessionId;
    expect(heldTickets(event.id).total).toBe(2);

    const { status, data } = await post(cancel, orderId, { token });
    expect(status).toBe(200);
    expect(data.order.status).toBe("cancelled");
    expect(heldTickets(event.id).total).toBe(0);
    expect(fake.requests.some((item) => item.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    // Cancelling twice is harmless; checking out a cancelled order is not possible.
    expect((await post(cancel, orderId, { token })).data.order.status).toBe("cancelled");
    expect((await post(checkout, orderId, { token })).data.error.code).toBe("order_closed");
    expect((await post(cancel, orderId, { token: "x".repeat(32) })).status).toBe(404);
  });
});

describe("expireReservations", () => {
  it("marks only reserved orders past their time", async () => {
    const stale = await reservedOrder();
    const fresh = await reservedOrder();
    await db.order.update({ where: { id: stale.orderId }, data: { reservedUntil: new Date(Date.now() - 60_000) } });
    expect(await expireReservations(new Date())).toBeGreaterThanOrEqual(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: stale.orderId } })).status).toBe("expired");
    expect((await db.order.findUniqueOrThrow({ where: { id: fresh.orderId } })).status).toBe("reserved");
  });
});

describe("the confirmation mail", () => {
  it("carries each ticket's QR code inline and the event as .ics", async () => {
    const { orderId, buyerEmail, event, token } = await reservedOrder({ quantity: 2 });
    await db.$transaction((tx) => completeOrder(tx, orderId, { paidAt: new Date() }));
    await sendOrderEmails(orderId, { locale: "en" });
    const [mail] = await db.outboxMail.findMany({ where: { to: buyerEmail } });
    expect(mail.subject).toBe("Your tickets for Harbour Jazz Night");
    const attachments = JSON.parse(mail.attachments) as {
      filename: string;
      contentType: string;
      content: string;
      cid?: string;
    }[];
    const codes = (await db.attendee.findMany({ where: { orderId }, select: { code: true } })).map((row) => row.code);
    const qrs = attachments.filter((file) => file.contentType === "image/png");
    expect(qrs).toHaveLength(2);
    for (const code of codes) {
      const qr = qrs.find((file) => file.filename === `ticket-${code}.png`)!;
      expect(Buffer.from(qr.content, "base64").subarray(1, 4).toString()).toBe("PNG");
      expect(mail.html).toContain(`cid:${qr.cid}`);
      expect(mail.html).toContain(code);
      expect(mail.text).toContain(code);
    }
    const ics = attachments.find((file) => file.filename.endsWith(".ics"))!;
    const calendar = Buffer.from(ics.content, "base64").toString("utf8");
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain("SUMMARY:Harbour Jazz Night");
    expect(calendar).toContain(`UID:${event.id}@`);
    expect(mail.html).toContain(`/p/orders/${orderId}?token=${encodeURIComponent(token)}`);
    expect(mail.html).toContain("https://stream.example.org/jazz");
  });
});
