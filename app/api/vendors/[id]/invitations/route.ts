import { userRoute } from "@/lib/api/route";
import { createInvitation } from "@/lib/vendors/invitations";
import { createInvitationSchema } from "@/lib/vendors/team-schema";

/** Owners invite by email; the link goes by mail only. */
export const POST = userRoute({ body: createInvitationSchema }, async ({ user, params, body }) =>
  Response.json({ invitation: await createInvitation(user, params.id, body) }, { status: 201 }),
);
