import { userRoute } from "@/lib/api/route";
import { revokeInvitation } from "@/lib/vendors/invitations";

/** Owners revoke an invitation: its link stops working. */
export const DELETE = userRoute({}, async ({ user, params }) => {
  await revokeInvitation(user.id, params.id, params.invitationId);
  return new Response(null, { status: 204 });
});
