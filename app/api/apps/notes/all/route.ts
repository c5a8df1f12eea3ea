import { userRoute } from "@/lib/api/route";
import { listNotes } from "@/lib/notes/queries";

export const GET = userRoute({}, ({ user }) => listNotes(user.id));
