import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { signUpSchema } from "@/lib/auth/schema";
import { signUpUser } from "@/lib/auth/sign-up";

export const POST = publicRoute({ body: signUpSchema }, async ({ body, request }) => {
  const result = await signUpUser({ ...body, language: requestLocale(request) });
  if (!result.ok) throw new ApiError(409, "email_taken", "An account with this email already exists.");
  return true;
});
