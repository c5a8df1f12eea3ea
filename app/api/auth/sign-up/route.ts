import { publicRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { signUpSchema } from "@/lib/auth/schema";
import { countSignUpAttempt, signUpUser } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/limits/client-ip";
import { checkInvitationOpen, joinThroughInvitation } from "@/lib/vendors/accept-invitation";
import { provisionDemoData } from "@/seed/demo/provision";

/**
 * Every new account gets its own copy of the demo apps' sample data. With `invitationToken` it also
 * joins that vendor in the same transaction (404 for an unknown link or with vendors off, 410 for a
 * used, revoked or expired one — and then no account is made). Attempts are limited per client
 * address and per email (429 `too_many_attempts`), counted before anything else.
 */
export const POST = publicRoute({ body: signUpSchema }, async ({ body, request }) => {
  const { invitationToken, ...input } = body;
  await countSignUpAttempt(input.email, clientIp(request.headers));
  if (invitationToken) await checkInvitationOpen(invitationToken);
  await signUpUser(
    { ...input, language: requestLocale(request) },
    provisionDemoData,
    invitationToken ? joinThroughInvitation(invitationToken) : undefined,
  );
  return true;
});
