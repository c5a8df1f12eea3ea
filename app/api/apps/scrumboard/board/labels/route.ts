import { userRoute } from "@/lib/api/route";
import { listBoardLabels } from "@/lib/scrumboard/queries";
import { boardIdQuerySchema } from "@/lib/scrumboard/schema";

export const GET = userRoute({ query: boardIdQuerySchema }, ({ user, query }) =>
  listBoardLabels(user.id, query.boardId),
);
