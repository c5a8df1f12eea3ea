import { userRoute } from "@/lib/api/route";
import { expireAllPublicPages } from "@/lib/public/page-cache";
import { deleteVendor, getVendorProfile, updateVendorProfile } from "@/lib/vendors/profile";
import { deleteVendorSchema, updateVendorSchema } from "@/lib/vendors/team-schema";

export const GET = userRoute({}, async ({ user, params }) => ({
  vendor: await getVendorProfile(user.id, params.id),
}));

/** Owners and admins edit the profile. */
export const PATCH = userRoute({ body: updateVendorSchema }, async ({ user, params, body }) => {
  const vendor = await updateVendorProfile(user.id, params.id, body);
  // The vendor's name, picture and address show on its host page and on all its events' pages.
  expireAllPublicPages();
  return { vendor };
});

/** Owners delete the vendor, typing its name again. */
export const DELETE = userRoute({ body: deleteVendorSchema }, async ({ user, params, body }) => {
  await deleteVendor(user.id, params.id, body.confirmName);
  expireAllPublicPages();
  return new Response(null, { status: 204 });
});
