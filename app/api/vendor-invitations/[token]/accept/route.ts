import { userRoute } from "@/lib/api/route";
import { acceptInvitation } from "@/lib/vendors/accept-invitation";

/** The signed-in user joins the vendor with the invited role and now acts as it. */
export const POST = userRoute({}, async ({ user, params }) => ({
  vendor: await acceptInvitation(user.id, params.token),
}));
