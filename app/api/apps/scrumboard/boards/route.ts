import { userRoute } from "@/lib/api/route";
import { createBoard } from "@/lib/scrumboard/boards";
import { listBoards } from "@/lib/scrumboard/queries";
import { createBoardSchema } from "@/lib/scrumboard/schema";

export const GET = userRoute({}, ({ user }) => listBoards(user.id));
export const POST = userRoute({ body: createBoardSchema }, ({ user, body }) => createBoard(user.id, body.board));
