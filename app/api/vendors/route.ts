import { userRoute } from "@/lib/api/route";
import { createVendorSchema } from "@/lib/vendors/create-schema";
import { createVendorForUser } from "@/lib/vendors/create-vendor";
import { requireVendorsEnabled } from "@/lib/vendors/feature";
import { listUserVendors } from "@/lib/vendors/queries";

export const GET = userRoute({}, async ({ user }) => {
  await requireVendorsEnabled();
  return listUserVendors(user.id);
});

/** A new vendor owned by the signed-in user, who now acts as it. */
export const POST = userRoute({ body: createVendorSchema }, async ({ user, body }) => {
  await requireVendorsEnabled();
  return Response.json({ vendor: await createVendorForUser(user, body) }, { status: 201 });
});
