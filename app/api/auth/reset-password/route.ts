import { publicRoute } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schema";

export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body);
  return true;
});
