import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { deletePromoCode, updatePromoCode } from "@/lib/events/promo-codes";
import { updatePromoCodeSchema } from "@/lib/events/schema";

export const PATCH = userRoute({ body: updatePromoCodeSchema }, async ({ user, params, body }) =>
  updatePromoCode(await resolveAccount(user), params.id, params.promoCodeId, body),
);

export const DELETE = userRoute({}, async ({ user, params }) =>
  deletePromoCode(await resolveAccount(user), params.id, params.promoCodeId),
);
