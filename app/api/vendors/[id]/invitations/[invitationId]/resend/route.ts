import { userRoute } from "@/lib/api/route";
import { resendInvitation } from "@/lib/vendors/invitations";

/** Owners resend an invitation: a new link, valid 7 more days. */
export const POST = userRoute({}, async ({ user, params }) => ({
  invitation: await resendInvitation(user, params.id, params.invitationId),
}));
