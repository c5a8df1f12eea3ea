import "server-only";
import { db, type Tx } from "@/lib/db";
import { getAppUrl } from "@/lib/app-url";
import { createAuthToken } from "@/lib/auth/auth-tokens";
import { hashPassword } from "@/lib/auth/password";
import type { SignUpInput } from "@/lib/auth/schema";
import { splitName } from "@/lib/auth/user";
import { sendAnonymousMail } from "@/lib/mail/anonymous-mail";
import { emailVerificationMail } from "@/lib/mail/templates";
import { isUniqueViolation } from "@/lib/db-errors";
import { ApiError } from "@/lib/api/errors";
import { countAttempt } from "@/lib/limits/attempt-limits";
import { startRollup } from "@/lib/analytics/rollup";
import { personalAccountKey } from "@/lib/events/account-key";

/** Work done for a new account inside the transaction that creates it. */
export type NewAccountStep<Result = void> = (tx: Tx, userId: string) => Promise<Result>;

export function emailTakenError(): ApiError {
  const message = "An account with this email already exists.";
  return new ApiError(409, "email_taken", message, [{ path: ["email"], code: "email_taken", message }]);
}

/**
 * Counts an attempt to create an account for `email` from client address `ip` (sign-up and vendor
 * sign-up share the count), before any work: past `SIGN_UP_MAX_PER_IP` an hour from the address
 * or `SIGN_UP_MAX_PER_EMAIL` for the email, 429 `too_many_attempts` with `Retry-After`.
 */
export async function countSignUpAttempt(email: string, ip: string): Promise<void> {
  await countAttempt("sign-up", { ip, target: email });
}

/**
 * Creates an account and mails a link that confirms the address; a taken email throws
 * `emailTakenError()`. In the transaction that creates the user, `provisionAccount` gives the
 * account what every new account gets (the caller passes the demo apps' sample data from seed/,
 * which lib/ may not import), then `withinTransaction` adds the caller's own (the vendor of a
 * vendor sign-up): either all of it exists afterwards or none of it; what they throw rolls the
 * account back and reaches the caller.
 */
export async function signUpUser<Extra = undefined>(
  input: SignUpInput & { language: string },
  provisionAccount: NewAccountStep,
  withinTransaction?: NewAccountStep<Extra>,
): Promise<{ userId: string; extra: Extra }> {
  const passwordHash = await hashPassword(input.password);
  const { firstName, lastName } = splitName(input.name);
  let created: { userId: string; token: string; extra: Extra };
  try {
    created = await db.$transaction(
      async (tx) => {
        const user = await tx.user.create({
          data: {
            email: input.email,
            firstName,
            lastName,
            displayName: input.name,
            company: input.company || null,
            passwordHash,
            language: input.language,
          },
          select: { id: true, timezone: true },
        });
        await startRollup(tx, personalAccountKey(user.id), user.timezone);
        await provisionAccount(tx, user.id);
        const extra = (withinTransaction ? await withinTransaction(tx, user.id) : undefined) as Extra;
        const token = await createAuthToken(tx, user.id, "email-verification");
        return { userId: user.id, token, extra };
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    // The unique index on email decides, so two sign-ups racing for one address cannot both win.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  // Signing up is anonymous: the confirmation is limited per recipient (lib/mail/anonymous-mail.ts).
  await sendAnonymousMail(
    await emailVerificationMail({
      to: input.email,
      language: input.language,
      name: firstName,
      url: `${getAppUrl()}/api/auth/verify-email?token=${created.token}`,
    }),
  );
  return { userId: created.userId, extra: created.extra };
}
