import { userRoute } from "@/lib/api/route";
import { updateCardPositions } from "@/lib/scrumboard/cards";
import { updateCardPositionsSchema } from "@/lib/scrumboard/schema";

export const PATCH = userRoute({ body: updateCardPositionsSchema }, ({ user, body }) =>
  updateCardPositions(user.id, body.cards),
);
