import { REDACTED, redactText } from "@/lib/mail/redact";

describe("redactText", () => {
  it.each([
    ["https://h.example/reset-password?token=abc_DEF-123", `https://h.example/reset-password?token=${REDACTED}`],
    ["https://h.example/api/auth/verify-email?token=xyz", `https://h.example/api/auth/verify-email?token=${REDACTED}`],
    [
      '<a href="https://h.example/p/orders/o1?lang=tr&amp;token=xyz">',
      `<a href="https://h.example/p/orders/o1?lang=tr&amp;token=${REDACTED}">`,
    ],
    ["https://h.example/vendor-invitations/tok3n?x=1", `https://h.example/vendor-invitations/${REDACTED}?x=1`],
    ["webcal://h.example/api/calendar/f33d.ics", `webcal://h.example/api/calendar/${REDACTED}.ics`],
    ["https://h.example/p/event/spring-gala?utm_source=mail", "https://h.example/p/event/spring-gala?utm_source=mail"],
  ])("redacts the token in %s", (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it("redacts the named secrets wherever they appear, in any case", () => {
    expect(redactText("Code ABCD-2345 (abcd-2345)", ["ABCD-2345"])).toBe(`Code ${REDACTED} (${REDACTED})`);
  });
});
