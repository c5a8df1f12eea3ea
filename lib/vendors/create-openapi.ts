import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { createdVendorSchema, createVendorSchema, vendorSignUpSchema } from "@/lib/vendors/create-schema";

export const vendorSignUpOperations: ApiOperation[] = [
  {
    operationId: "createVendor",
    method: "post",
    path: "/api/vendors",
    summary: "Create a vendor: the signed-in user becomes its owner and it becomes the active account",
    tags: ["Vendors"],
    body: createVendorSchema,
    response: { status: 201, description: "Created", schema: z.object({ vendor: createdVendorSchema }) },
    errors: {
      404: "Vendors are switched off (ENABLE_VENDORS)",
      409: "The slug is taken by a vendor or a host page (code slug_taken)",
    },
  },
  {
    operationId: "signUpWithVendor",
    method: "post",
    path: "/api/auth/vendor-sign-up",
    summary:
      "Sign up with a vendor: creates the user (with their demo data) and the vendor they own, in one transaction",
    tags: ["Auth", "Vendors"],
    auth: false,
    body: vendorSignUpSchema,
    response: {
      status: 201,
      description: "Created; sign in with the same email and password",
      schema: z.object({ userId: z.string(), vendor: createdVendorSchema }),
    },
    errors: {
      404: "Vendors are switched off (ENABLE_VENDORS)",
      409: "The email (email_taken) or the slug (slug_taken) is taken",
    },
  },
];
