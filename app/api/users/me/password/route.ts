import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/limits/client-ip";
import { changePassword } from "@/lib/users/change-password";
import { changePasswordSchema } from "@/lib/users/schema";
import { noContentKeepingSession } from "@/lib/users/session-cookie";

// Every other session and bearer token ends; this browser's session cookie is written again.
export const POST = userRoute({ body: changePasswordSchema }, async ({ user, body, request }) =>
  noContentKeepingSession(request, user, await changePassword(user, body, clientIp(request.headers))),
);
