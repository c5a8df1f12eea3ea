import { userRoute } from "@/lib/api/route";
import { deleteBoard, updateBoard } from "@/lib/scrumboard/boards";
import { getBoard } from "@/lib/scrumboard/queries";
import { idQuerySchema, updateBoardSchema } from "@/lib/scrumboard/schema";

export const GET = userRoute({ query: idQuerySchema }, ({ user, query }) => getBoard(user.id, query.id));
export const PATCH = userRoute({ body: updateBoardSchema }, ({ user, body }) =>
  updateBoard(user.id, body.id, body.board),
);
export const DELETE = userRoute({ query: idQuerySchema }, ({ user, query }) => deleteBoard(user.id, query.id));
