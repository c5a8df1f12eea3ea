import "server-only";
import { db, type Tx } from "@/lib/db";
import { getAppUrl } from "@/lib/app-url";
import { createAuthToken } from "@/lib/auth/auth-tokens";
import { hashPassword } from "@/lib/auth/password";
import type { SignUpInput } from "@/lib/auth/schema";
import { splitName } from "@/lib/auth/user";
import { sendMail } from "@/lib/mail/send-mail";
import { emailVerificationMail } from "@/lib/mail/templates";
import { isUniqueViolation } from "@/lib/db-errors";
import { provisionDemoData } from "@/seed/demo/provision";

export type SignUpResult<Extra = undefined> =
  { ok: true; userId: string; extra: Extra } | { ok: false; reason: "email_taken" };

/**
 * Creates an account with its own copy of the demo apps' sample data (one transaction), and mails
 * a link that confirms the address. `withinTransaction` adds more to the same transaction (the
 * vendor of a vendor sign-up): either all of it exists afterwards or none of it; what it throws
 * rolls the account back and reaches the caller.
 */
export async function signUpUser<Extra = undefined>(
  input: SignUpInput & { language: string },
  withinTransaction?: (tx: Tx, userId: string) => Promise<Extra>,
): Promise<SignUpResult<Extra>> {
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
          select: { id: true },
        });
        await provisionDemoData(tx, user.id);
        const extra = (withinTransaction ? await withinTransaction(tx, user.id) : undefined) as Extra;
        const token = await createAuthToken(tx, user.id, "email-verification");
        return { userId: user.id, token, extra };
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    // The unique index on email decides, so two sign-ups racing for one address cannot both win.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: "email_taken" };
    }
    throw error;
  }
  await sendMail(
    await emailVerificationMail({
      to: input.email,
      language: input.language,
      name: firstName,
      url: `${getAppUrl()}/api/auth/verify-email?token=${created.token}`,
    }),
  );
  return { ok: true, userId: created.userId, extra: created.extra };
}
