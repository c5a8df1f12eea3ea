import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { createPromoCode, listPromoCodes } from "@/lib/events/promo-codes";
import { createPromoCodeSchema } from "@/lib/events/schema";

export const GET = userRoute({}, async ({ user, params }) => listPromoCodes(await resolveAccount(user), params.id));

export const POST = userRoute({ body: createPromoCodeSchema }, async ({ user, params, body }) =>
  Response.json(await createPromoCode(await resolveAccount(user), params.id, body), { status: 201 }),
);
