import { db } from "@/lib/db";
import { withFakeStripe } from "@/tests/helpers/fake-stripe";
import { deliverSigned, sessionEvent, stripeOrder } from "@/tests/helpers/stripe-webhook";

// Finding (issue #14, Data): "The Stripe webhook also checks that the paid amount and currency
// equal the order's; a mismatch is recorded and not completed."

const SECRET = "whsec_test_secret_for_amount_check";
withFakeStripe(SECRET);

const deliver = (payload: string) => deliverSigned(payload, SECRET);
const paidEvent = (orderId: string, sessionId: string, amount: number, currency: string) =>
  sessionEvent("checkout.session.completed", { orderId, sessionId, amount, currency });

describe("the Stripe webhook checks that the paid amount and currency equal the order's", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it.each([
    ["a smaller amount", (total: number) => total - 1, "usd"],
    ["a larger amount", (total: number) => total + 100, "usd"],
    ["another currency", (total: number) => total, "eur"],
  ])("records a payment of %s, answers 200 and leaves the order uncompleted", async (_label, amountOf, currency) => {
    const { orderId, sessionId, total } = await stripeOrder();
    const before = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    const payload = paidEvent(orderId, sessionId, amountOf(total), currency);

    const { status, data } = await deliver(payload);
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });

    expect(await db.stripeWebhookEvent.count({ where: { id: JSON.parse(payload).id } })).toBe(1);
    const after = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(after).toEqual(before);
    expect(await db.attendee.count({ where: { orderId } })).toBe(0);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`does not match order ${orderId}`));

    // A redelivery is a duplicate: still nothing completed.
    expect((await deliver(payload)).data).toEqual({ received: true, duplicate: true });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(before.status);
  });

  it("completes a payment of the order's amount whatever the currency's letter case", async () => {
    const { orderId, sessionId, total } = await stripeOrder();
    const { status } = await deliver(paidEvent(orderId, sessionId, total, "usd"));
    expect(status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("completed");
    expect(errors).not.toHaveBeenCalled();
  });
});
