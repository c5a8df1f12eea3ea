import { userRoute } from "@/lib/api/route";
import { changeMemberRole, removeMember } from "@/lib/vendors/members";
import { changeMemberRoleSchema } from "@/lib/vendors/team-schema";

/** Owners change a member's role; making someone owner transfers ownership. */
export const PATCH = userRoute({ body: changeMemberRoleSchema }, async ({ user, params, body }) => ({
  member: await changeMemberRole(user.id, params.id, params.userId, body.role),
}));

/** Owners remove a member; any member leaves with their own id. */
export const DELETE = userRoute({}, async ({ user, params }) => {
  await removeMember(user.id, params.id, params.userId);
  return new Response(null, { status: 204 });
});
