import { userRoute } from "@/lib/api/route";
import { addNoteTask } from "@/lib/notes/mutations";
import { addNoteTaskSchema } from "@/lib/notes/schema";

export const POST = userRoute({ body: addNoteTaskSchema }, ({ user, body }) =>
  addNoteTask({ userId: user.id, noteId: body.note.id, content: body.task }),
);
