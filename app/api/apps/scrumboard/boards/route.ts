import { userRoute } from "@/lib/api/route";
import { listBoards } from "@/lib/scrumboard/queries";

export const GET = userRoute({}, ({ user }) => listBoards(user.id));
