import { publicRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { countSignUpAttempt } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/limits/client-ip";
import { vendorSignUpSchema } from "@/lib/vendors/create-schema";
import { signUpWithVendor } from "@/lib/vendors/create-vendor";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import { provisionDemoData } from "@/seed/demo/provision";

/**
 * A visitor's account and their vendor in one go; the page then signs in with the same
 * credentials. Counts towards sign-up's attempt limits (per address and per email).
 */
export const POST = publicRoute({ body: vendorSignUpSchema }, async ({ body, request }) => {
  await requireVendorsEnabled();
  await countSignUpAttempt(body.email, clientIp(request.headers));
  const created = await signUpWithVendor({ ...body, language: requestLocale(request) }, provisionDemoData);
  return Response.json(created, { status: 201 });
});
