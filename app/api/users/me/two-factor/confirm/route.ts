import { userRoute } from "@/lib/api/route";
import { confirmTwoFactor } from "@/lib/auth/two-factor/enrol";
import { twoFactorCodeSchema } from "@/lib/auth/two-factor/schema";

export const POST = userRoute({ body: twoFactorCodeSchema }, ({ user, body }) => confirmTwoFactor(user, body));
