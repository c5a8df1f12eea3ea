import { db } from "@/lib/db";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { splitName } from "@/lib/auth/user";
import { seedUser, uniqueEmail } from "@/seed/factories";
import { callRoute } from "@/tests/helpers/route";

// Sign-up and forgot-password at the edges the other auth tests pass by: what is kept of the
// sign-up form, the reset mail in the user's own language and name, and a dead link's words.

const post = (handler: Parameters<typeof callRoute>[0], json: unknown) => callRoute(handler, { method: "POST", json });

describe("signing up", () => {
  it.each([
    ["the company given", "Acme Events", "Acme Events"],
    ["no company for an empty one", "", null],
  ])("keeps %s", async (_case, company, stored) => {
    const email = uniqueEmail("company");
    const answer = await post(signUp, { name: "Mara Pop", email, password: "Secret123!", company, agreements: true });
    expect(answer.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).company).toBe(stored);
  });

  it("splits a one-word name into a first name alone", () => {
    expect(splitName("  Cher ")).toEqual({ firstName: "Cher", lastName: "" });
    expect(splitName("Mara  Ionescu Pop")).toEqual({ firstName: "Mara Ionescu", lastName: "Pop" });
  });
});

describe("forgot-password", () => {
  it("writes the reset mail in the user's language, to their first name", async () => {
    const user = await seedUser(db, { firstName: "Zeynep", lastName: "Kaya" });
    await db.user.update({ where: { id: user.id }, data: { language: "tr" } });
    expect((await post(forgotPassword, { email: user.email })).status).toBe(200);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: user.email } });
    expect(mail.subject).toBe("Hostdeck şifrenizi sıfırlayın");
    expect(mail.text).toContain("Zeynep");
  });

  it("answers a dead link 400 invalid_token in the specification's words", async () => {
    const answer = await post(resetPassword, { token: "no-such-link", password: "BrandNew456!" });
    expect({ status: answer.status, code: answer.data.error.code, message: answer.data.error.message }).toEqual({
      status: 400,
      code: "invalid_token",
      message: "This reset link is invalid, used or expired.",
    });
  });
});
