import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schema";

export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body }) => {
  const result = await resetPassword(body);
  if (!result.ok) throw new ApiError(400, "invalid_token", "This reset link is invalid, used or expired.");
  return true;
});
