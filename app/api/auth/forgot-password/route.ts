import { publicRoute } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schema";

// Answers `true` whether or not the address has an account.
export const POST = publicRoute({ body: forgotPasswordSchema }, async ({ body }) => {
  await requestPasswordReset(body);
  return true;
});
