import { userRoute } from "@/lib/api/route";
import { switchAccountBodySchema } from "@/lib/vendors/schema";
import { switchAccount } from "@/lib/vendors/switch-account";

export const POST = userRoute({ body: switchAccountBodySchema }, ({ user, body }) =>
  switchAccount(user.id, body.vendorId),
);
