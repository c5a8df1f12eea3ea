import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/limits/client-ip";
import { regenerateRecoveryCodes } from "@/lib/auth/two-factor/manage";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schema";

export const POST = userRoute({ body: twoFactorCodeSchema }, ({ user, body, request }) =>
  regenerateRecoveryCodes(user, body, clientIp(request.headers)),
);
