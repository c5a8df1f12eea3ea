import { userRoute } from "@/lib/api/route";
import { regenerateRecoveryCodes } from "@/lib/auth/two-factor/manage";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schema";

export const POST = userRoute({ body: twoFactorCodeSchema }, ({ user, body }) => regenerateRecoveryCodes(user, body));
