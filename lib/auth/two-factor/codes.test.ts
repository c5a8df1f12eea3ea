import { Secret, TOTP } from "otpauth";
import { normalizeRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";
import { isValidTotp, newTotpSecret, totpUrl } from "@/lib/auth/two-factor/totp";

describe("recovery codes as typed", () => {
  it("ignore case, dashes and spaces, and refuse what cannot be one", () => {
    expect(normalizeRecoveryCode("k7m2-9qxp-4hd3")).toBe("k7m29qxp4hd3");
    expect(normalizeRecoveryCode(" K7M2 9QXP-4HD3 ")).toBe("k7m29qxp4hd3");
    // 0, 1, i, l and o are never in a code (look-alikes), nor is anything shorter or longer.
    for (const code of ["k7m2-9qxp-4hd0", "k7m2-9qxp-4hdl", "k7m2-9qxp-4hd", "k7m2-9qxp-4hd33", "123456"]) {
      expect(normalizeRecoveryCode(code)).toBeNull();
    }
  });
});

describe("TOTP", () => {
  const email = "ana@example.com";
  const at = Date.UTC(2026, 0, 1, 12, 0, 10);
  const codeAt = (secret: string, timestamp: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });

  it("accepts the code of the current 30-second step and one step either side, and no other", () => {
    const secret = newTotpSecret();
    for (const offset of [-30_000, 0, 30_000])
      expect(isValidTotp(secret, email, codeAt(secret, at + offset), at)).toBe(true);
    const far = codeAt(secret, at + 90_000);
    const nearCodes = [-30_000, 0, 30_000].map((offset) => codeAt(secret, at + offset));
    if (!nearCodes.includes(far)) expect(isValidTotp(secret, email, far, at)).toBe(false);
    expect(isValidTotp(secret, email, "12345", at)).toBe(false);
    expect(isValidTotp(secret, email, "abcdef", at)).toBe(false);
  });

  it("matches RFC 6238's SHA-1 test vector", () => {
    // Secret "12345678901234567890" at T = 59 s gives 94287082 with 8 digits; its last 6 are 287082.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(isValidTotp(secret, email, "287082", 59_000)).toBe(true);
  });

  it("names the issuer and the account in the otpauth URL", () => {
    expect(totpUrl("JBSWY3DPEHPK3PXP", email)).toBe(
      "otpauth://totp/Hostdeck:ana%40example.com?issuer=Hostdeck&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
    );
  });
});
