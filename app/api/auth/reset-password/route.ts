import { publicRoute } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { clientIp } from "@/lib/limits/client-ip";

export const POST = publicRoute({ body: resetPasswordSchema }, async ({ body, request }) => {
  await resetPassword(body, clientIp(request.headers));
  return true;
});
