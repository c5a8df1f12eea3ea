import { userRoute } from "@/lib/api/route";
import { createVendorSchema } from "@/lib/vendors/create-schema";
import { createVendorForUser, slugTakenError } from "@/lib/vendors/create-vendor";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import { listUserVendors } from "@/lib/vendors/queries";

export const GET = userRoute({}, async ({ user }) => {
  await requireVendorsEnabled();
  return listUserVendors(user.id);
});

/** A new vendor owned by the signed-in user, who now acts as it. */
export const POST = userRoute({ body: createVendorSchema }, async ({ user, body }) => {
  await requireVendorsEnabled();
  const result = await createVendorForUser(user, body);
  if (!result.ok) throw slugTakenError(["slug"]);
  return Response.json({ vendor: result.vendor }, { status: 201 });
});
