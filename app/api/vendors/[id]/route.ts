import { userRoute } from "@/lib/api/route";
import { deleteVendor, getVendorProfile, updateVendorProfile } from "@/lib/vendors/profile";
import { deleteVendorSchema, updateVendorSchema } from "@/lib/vendors/team-schema";

export const GET = userRoute({}, async ({ user, params }) => ({
  vendor: await getVendorProfile(user.id, params.id),
}));

/** Owners and admins edit the profile. */
export const PATCH = userRoute({ body: updateVendorSchema }, async ({ user, params, body }) => ({
  vendor: await updateVendorProfile(user.id, params.id, body),
}));

/** Owners delete the vendor, typing its name again. */
export const DELETE = userRoute({ body: deleteVendorSchema }, async ({ user, params, body }) => {
  await deleteVendor(user.id, params.id, body.confirmName);
  return new Response(null, { status: 204 });
});
