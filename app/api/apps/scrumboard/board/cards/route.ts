import { userRoute } from "@/lib/api/route";
import { updateCards } from "@/lib/scrumboard/cards";
import { updateCardsSchema } from "@/lib/scrumboard/schema";

export const PATCH = userRoute({ body: updateCardsSchema }, ({ user, body }) => updateCards(user.id, body.cards));
