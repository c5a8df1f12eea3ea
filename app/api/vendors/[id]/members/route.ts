import { userRoute } from "@/lib/api/route";
import { listVendorMembers } from "@/lib/vendors/members";

/** Any member reads the members and the pending invitations. */
export const GET = userRoute({}, ({ user, params }) => listVendorMembers(user.id, params.id));
