import { userRoute } from "@/lib/api/route";
import { getShellUser, updateShellUser, userPatchSchema } from "@/lib/shell/user";

export const GET = userRoute({}, ({ user }) => getShellUser(user.id));
export const PATCH = userRoute({ body: userPatchSchema }, ({ user, body }) => updateShellUser(user.id, body.user));
