import "server-only";
import { ApiError } from "@/lib/api/errors";
import { limitFromEnv } from "@/lib/limits/config";
import { refundToken, resetBucket, resetBucketsStartingWith, takeToken } from "@/lib/limits/take-token";

/** Default: password (or second-factor) checks per account and IP address per 15 minutes. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Default: failed checks per IP address per hour, over all accounts. */
export const SIGN_IN_MAX_FAILURES_PER_IP = 50;
export const SIGN_IN_IP_WINDOW_MS = 60 * 60 * 1000;

/** The limits in force: each from its environment variable, else the default above. */
export function signInLimits() {
  return {
    perAccountIp: limitFromEnv("SIGN_IN_MAX_PER_ACCOUNT_IP", SIGN_IN_MAX_FAILURES),
    perIp: limitFromEnv("SIGN_IN_MAX_FAILURES_PER_IP", SIGN_IN_MAX_FAILURES_PER_IP),
    // Across IP addresses an account is only slowed down, never locked: after this many failures
    // in 15 minutes from anywhere, each further check waits `slowDownMs` first.
    slowDownAfter: limitFromEnv("SIGN_IN_SLOW_DOWN_AFTER", 20),
    slowDownMs: limitFromEnv("SIGN_IN_SLOW_DOWN_MS", 2000),
  };
}

/** Too many failed sign-ins: every way in answers this until the window passes. */
export function tooManyAttemptsError(retryAfterSeconds: number): ApiError {
  return new ApiError(429, "too_many_attempts", "Too many failed attempts. Try again in a few minutes.", undefined, {
    "Retry-After": String(Math.max(1, retryAfterSeconds)),
  });
}

const accountIpKey = (email: string, ip: string) => `sign-in:account-ip:${email}:${ip}`;
const ipKey = (ip: string) => `sign-in:ip:${ip}`;
const accountKey = (email: string) => `sign-in:account:${email}`;

/** One password or second-factor check, counted before it ran; say how it ended. */
export type CountedCheck = {
  /** Right: the (account, IP) count starts again and the attempt is not a failure anywhere. */
  succeeded(): Promise<void>;
  /** Not an attempt after all (the right password, the second factor not asked yet). */
  notCounted(): Promise<void>;
};

/**
 * Counts a check of `email`'s password (or second factor) from `ip` BEFORE it runs, each count
 * one atomic statement, so however many requests arrive together at most
 * `SIGN_IN_MAX_PER_ACCOUNT_IP` checks per (account, IP) run per 15 minutes and at most
 * `SIGN_IN_MAX_FAILURES_PER_IP` failures per IP per hour; beyond, `tooManyAttemptsError` with
 * `Retry-After`. A wrong check needs nothing more: it already counted.
 */
export async function countPasswordCheck(email: string, ip: string, now = new Date()): Promise<CountedCheck> {
  const limits = signInLimits();
  const pair = await takeToken(accountIpKey(email, ip), {
    limit: limits.perAccountIp,
    windowMs: SIGN_IN_WINDOW_MS,
    now,
  });
  if (!pair.allowed) throw tooManyAttemptsError(pair.retryAfterSeconds);
  const address = await takeToken(ipKey(ip), { limit: limits.perIp, windowMs: SIGN_IN_IP_WINDOW_MS, now });
  if (!address.allowed) {
    await refundToken(pair.token);
    throw tooManyAttemptsError(address.retryAfterSeconds);
  }
  const account = await takeToken(accountKey(email), {
    limit: limits.slowDownAfter,
    windowMs: SIGN_IN_WINDOW_MS,
    now,
  });
  if (!account.allowed && limits.slowDownMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, limits.slowDownMs));
  }
  return {
    async succeeded() {
      await resetBucket(accountIpKey(email, ip));
      await refundToken(address.token);
      await refundToken(account.token);
    },
    async notCounted() {
      await refundToken(pair.token);
      await refundToken(address.token);
      await refundToken(account.token);
    },
  };
}

/** After a password reset: the account's counts (from every address) start again. */
export async function clearSignInFailures(email: string): Promise<void> {
  await resetBucketsStartingWith(`sign-in:account-ip:${email}:`);
  await resetBucket(accountKey(email));
}
