import type { AccessTokenClaims } from "@/lib/auth/access-token";
import { isFreshPasswordProof, UNLOCK_PROOF_MAX_AGE_MS } from "@/lib/auth/session-lock";

// Unlocking a session takes a token from the password just typed (issue 14: "replaying an older
// cookie does not unlock it"): issued AND signed in within the last minute (plus the second a
// whole-second token time may have lost).

const NOW = Date.parse("2026-11-25T12:00:00Z");
const LIMIT = UNLOCK_PROOF_MAX_AGE_MS + 1000;

function proof({
  issuedAgo,
  signedInAgo,
  userId = "user-1",
}: {
  issuedAgo: number;
  signedInAgo: number;
  userId?: string;
}) {
  return {
    userId,
    issuedAt: new Date(NOW - issuedAgo),
    authTime: new Date(NOW - signedInAgo),
    expiresAt: new Date(NOW + 3600_000),
  } as AccessTokenClaims;
}

describe("a proof of the password just typed", () => {
  it("is a token of this user, issued and signed in within the last minute", () => {
    expect(isFreshPasswordProof(proof({ issuedAgo: 0, signedInAgo: 0 }), "user-1", NOW)).toBe(true);
    expect(isFreshPasswordProof(proof({ issuedAgo: LIMIT - 1, signedInAgo: LIMIT - 1 }), "user-1", NOW)).toBe(true);
  });

  it("is not an older token, even one renewed just now (it keeps its old sign-in time)", () => {
    expect(isFreshPasswordProof(proof({ issuedAgo: LIMIT, signedInAgo: 0 }), "user-1", NOW)).toBe(false);
    expect(isFreshPasswordProof(proof({ issuedAgo: 0, signedInAgo: LIMIT }), "user-1", NOW)).toBe(false);
    expect(isFreshPasswordProof(proof({ issuedAgo: 0, signedInAgo: 3600_000 }), "user-1", NOW)).toBe(false);
  });

  it("is not someone else's token, nor no token", () => {
    expect(isFreshPasswordProof(proof({ issuedAgo: 0, signedInAgo: 0, userId: "user-2" }), "user-1", NOW)).toBe(false);
    expect(isFreshPasswordProof(null, "user-1", NOW)).toBe(false);
  });
});
