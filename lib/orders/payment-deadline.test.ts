import { paymentDeadline } from "@/lib/orders/payment-deadline";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2030-05-01T10:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("paymentDeadline", () => {
  it("is the event's days after now when the event starts later", () => {
    expect(paymentDeadline({ paymentDueDays: 3, startsAt: at(10 * DAY), endsAt: at(11 * DAY) }, now)).toEqual(
      at(3 * DAY),
    );
  });

  it("is the event's start when the event starts before the days are over", () => {
    expect(paymentDeadline({ paymentDueDays: 3, startsAt: at(DAY), endsAt: at(2 * DAY) }, now)).toEqual(at(DAY));
  });

  it("is the days exactly when they end as the event starts", () => {
    expect(paymentDeadline({ paymentDueDays: 2, startsAt: at(2 * DAY), endsAt: at(3 * DAY) }, now)).toEqual(
      at(2 * DAY),
    );
  });

  it("is the event's end for an event already under way", () => {
    expect(paymentDeadline({ paymentDueDays: 3, startsAt: at(-DAY), endsAt: at(DAY / 2) }, now)).toEqual(at(DAY / 2));
    expect(paymentDeadline({ paymentDueDays: 3, startsAt: now, endsAt: at(DAY) }, now)).toEqual(at(DAY));
  });
});
