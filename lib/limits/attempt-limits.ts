import "server-only";
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { limitFromEnv } from "@/lib/limits/config";
import { refundToken, takeToken, type TakenToken } from "@/lib/limits/take-token";

// Issue 14, "sign-up, forgot-password, reset-password, verify-email and promo-code attempts": each
// anonymous action that checks something (an address, a link, a code) is limited per client
// address and per target (the email, the link, the event), in the database (RateLimitBucket), so
// two processes agree. Each attempt is counted BEFORE the check runs, in one atomic statement per
// limit, so however many requests arrive together no more than the limit get checked.

export const ATTEMPT_WINDOW_MS = 60 * 60 * 1000;

type LimitSetting = { env: string; fallback: number };

/** Per action: its per-address limit and its per-target limit (both per hour), with their variables and defaults. */
export const ATTEMPT_LIMITS = {
  /** Accounts created (POST /api/auth/sign-up and /vendor-sign-up); target: the email. */
  "sign-up": {
    perIp: { env: "SIGN_UP_MAX_PER_IP", fallback: 10 },
    perTarget: { env: "SIGN_UP_MAX_PER_EMAIL", fallback: 5 },
  },
  /** Reset links asked for; target: the email (known or not, counted alike). */
  "forgot-password": {
    perIp: { env: "FORGOT_PASSWORD_MAX_PER_IP", fallback: 20 },
    perTarget: { env: "FORGOT_PASSWORD_MAX_PER_EMAIL", fallback: 5 },
  },
  /** New passwords set with a link; target: the link (its SHA-256). */
  "reset-password": {
    perIp: { env: "RESET_PASSWORD_MAX_PER_IP", fallback: 20 },
    perTarget: { env: "RESET_PASSWORD_MAX_PER_TOKEN", fallback: 5 },
  },
  /** Confirmation links opened; target: the link (its SHA-256). */
  "verify-email": {
    perIp: { env: "VERIFY_EMAIL_MAX_PER_IP", fallback: 20 },
    perTarget: { env: "VERIFY_EMAIL_MAX_PER_TOKEN", fallback: 5 },
  },
  /** Wrong promo codes at a public checkout; "per IP" is per address and event, target: the event. */
  "promo-code": {
    perIp: { env: "PROMO_CODE_MAX_MISSES_PER_IP", fallback: 10 },
    perTarget: { env: "PROMO_CODE_MAX_MISSES_PER_EVENT", fallback: 100 },
  },
} satisfies Record<string, { perIp: LimitSetting; perTarget: LimitSetting }>;

export type AttemptAction = keyof typeof ATTEMPT_LIMITS;

/** The limits of `action` in force: each from its environment variable, else the default. */
export function attemptLimits(action: AttemptAction): { perIp: number; perTarget: number } {
  const { perIp, perTarget } = ATTEMPT_LIMITS[action];
  return { perIp: limitFromEnv(perIp.env, perIp.fallback), perTarget: limitFromEnv(perTarget.env, perTarget.fallback) };
}

/** Too many attempts of an anonymous action: 429 with `Retry-After`; screens show their own text for the code. */
export function attemptLimitError(retryAfterSeconds: number): ApiError {
  return new ApiError(429, "too_many_attempts", "Too many attempts. Try again later.", undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** A secret target (a link's token) as the limiter stores it: its SHA-256, never the token itself. */
export function secretTarget(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** One counted attempt; `giveBack` undoes both counts when it turned out not to count (a right promo code). */
export type CountedAttempt = {
  /** False when only the per-target limit was passed and the caller asked to be told (`onTargetLimit: "report"`). */
  withinTargetLimit: boolean;
  giveBack(): Promise<void>;
};

const ipKey = (action: AttemptAction, ip: string) => `attempt:${action}:ip:${ip}`;
const targetKey = (action: AttemptAction, target: string) => `attempt:${action}:target:${target}`;

/**
 * Counts one attempt of `action` from `ip` at `target` before the caller checks anything: first
 * per address, then per target, each one atomic statement in the database. Past the per-address
 * limit it throws `attemptLimitError` (429 with `Retry-After`); past the per-target limit too,
 * or with `onTargetLimit: "report"` it answers `withinTargetLimit: false` instead (the address's
 * count is kept: the attempt was made). `RATE_LIMITS=off` lets every attempt through.
 */
export async function countAttempt(
  action: AttemptAction,
  { ip, target }: { ip: string; target: string },
  { now = new Date(), onTargetLimit = "throw" }: { now?: Date; onTargetLimit?: "throw" | "report" } = {},
): Promise<CountedAttempt> {
  const limits = attemptLimits(action);
  const window = { windowMs: ATTEMPT_WINDOW_MS, now };
  const address = await takeToken(ipKey(action, ip), { ...window, limit: limits.perIp });
  if (!address.allowed) throw attemptLimitError(address.retryAfterSeconds);
  const aimed = await takeToken(targetKey(action, target.toLowerCase()), { ...window, limit: limits.perTarget });
  if (!aimed.allowed && onTargetLimit === "throw") {
    await refundToken(address.token);
    throw attemptLimitError(aimed.retryAfterSeconds);
  }
  const taken: (TakenToken | null)[] = [address.token, aimed.token];
  return {
    withinTargetLimit: aimed.allowed,
    async giveBack() {
      for (const token of taken) await refundToken(token);
    },
  };
}
