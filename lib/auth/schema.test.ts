import { resetPasswordFormSchema, newPasswordField, signInSchema, signUpSchema } from "@/lib/auth/schema";

// The auth forms' rules at their edges (shared by the screens and the API).

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the auth forms' rules", () => {
  it("take the new password twice on the reset form, and refuse two that differ", () => {
    expect(
      issues(resetPasswordFormSchema.safeParse({ password: "s3cret-pass", passwordConfirm: "s3cret-pass" })),
    ).toEqual([]);
    expect(
      issues(resetPasswordFormSchema.safeParse({ password: "s3cret-pass", passwordConfirm: "s3cret-pasS" })),
    ).toEqual([["passwordConfirm", "passwordsMustMatch"]]);
  });

  it("take a new password of 8 characters up to 72 bytes, as bcrypt reads them", () => {
    expect(issues(newPasswordField.safeParse("12345678"))).toEqual([]);
    expect(issues(newPasswordField.safeParse("1234567"))).toEqual([["", "passwordTooShort"]]);
    // 24 three-byte characters are 72 bytes; one more ASCII byte is past what bcrypt reads.
    expect(issues(newPasswordField.safeParse("€".repeat(24)))).toEqual([]);
    expect(issues(newPasswordField.safeParse(`${"€".repeat(24)}x`))).toEqual([["", "passwordTooLong"]]);
  });

  it("read an email trimmed and in lower case", () => {
    const parsed = signInSchema.parse({ email: "  Ada@Example.ORG ", password: "x" });
    expect(parsed.email).toBe("ada@example.org");
  });

  it("ask sign-up to accept the terms", () => {
    const base = { name: "Ada", email: "ada@example.org", password: "12345678" };
    expect(issues(signUpSchema.safeParse({ ...base, agreements: true }))).toEqual([]);
    expect(issues(signUpSchema.safeParse({ ...base, agreements: false }))).toEqual([["agreements", "mustAcceptTerms"]]);
  });
});
