import { publicRoute } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/limits/client-ip";

// Answers `true` whether or not the address has an account (and when the address has had too many
// requests this hour); only too many requests from one client address answer 429.
export const POST = publicRoute({ body: forgotPasswordSchema }, async ({ body, request }) => {
  await requestPasswordReset(body, clientIp(request.headers));
  return true;
});
