import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { db } from "@/lib/db";
import { seedUser } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";
import { withRateLimitsOn } from "@/tests/helpers/rate-limits";

withRateLimitsOn();

// Issue 14, "abuse of mail": anyone can make the app mail an address, so mails caused by anonymous
// actions are limited to MAIL_MAX_PER_RECIPIENT_HOUR per recipient; the rest are logged, not sent.

afterEach(() => {
  delete process.env.FORGOT_PASSWORD_MAX_PER_EMAIL;
  jest.restoreAllMocks();
});

describe("anonymous mail limits", () => {
  it("sends 10 of 12 forgot-password mails to one address in an hour and logs the rest", async () => {
    // Forgot-password's own limit per address (5 an hour, tests/api/attempt-limits.test.ts) would
    // stop these first: raised here, so the mail limit is what is tested.
    process.env.FORGOT_PASSWORD_MAX_PER_EMAIL = "100";
    const user = await seedUser(db);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    for (let index = 0; index < 12; index++) {
      const answer = await callRoute(forgotPassword, { method: "POST", json: { email: user.email } });
      expect(answer.status).toBe(200);
    }
    expect(await db.outboxMail.count({ where: { to: user.email } })).toBe(10);
    const logged = warn.mock.calls.filter(([line]) => String(line).includes(user.email.toLowerCase()));
    expect(logged).toHaveLength(2);
  });

  it("sends every mail with RATE_LIMITS=off", async () => {
    process.env.RATE_LIMITS = "off";
    const user = await seedUser(db);
    for (let index = 0; index < 12; index++) {
      await callRoute(forgotPassword, { method: "POST", json: { email: user.email } });
    }
    expect(await db.outboxMail.count({ where: { to: user.email } })).toBe(12);
  });
});
