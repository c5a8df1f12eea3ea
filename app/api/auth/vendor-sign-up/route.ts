import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/route";
import { requestLocale } from "@/lib/auth/request-locale";
import { vendorSignUpSchema } from "@/lib/vendors/create-schema";
import { signUpWithVendor, slugTakenError } from "@/lib/vendors/create-vendor";
import { requireVendorsEnabled } from "@/lib/vendors/feature";

/** A visitor's account and their vendor in one go; the page then signs in with the same credentials. */
export const POST = publicRoute({ body: vendorSignUpSchema }, async ({ body, request }) => {
  await requireVendorsEnabled();
  const result = await signUpWithVendor({ ...body, language: requestLocale(request) });
  if (!result.ok && result.reason === "email_taken") {
    throw new ApiError(409, "email_taken", "An account with this email already exists.", [
      { path: ["email"], code: "email_taken", message: "An account with this email already exists." },
    ]);
  }
  if (!result.ok) throw slugTakenError(["vendor", "slug"]);
  return Response.json({ userId: result.userId, vendor: result.vendor }, { status: 201 });
});
