import { publicRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { signUpSchema } from "@/lib/auth/schema";
import { signUpUser } from "@/lib/auth/sign-up";
import { provisionDemoData } from "@/seed/demo/provision";

/** Every new account gets its own copy of the demo apps' sample data. */
export const POST = publicRoute({ body: signUpSchema }, async ({ body, request }) => {
  await signUpUser({ ...body, language: requestLocale(request) }, provisionDemoData);
  return true;
});
