import { userRoute } from "@/lib/api/route";
import { createNote, deleteNote, updateNote } from "@/lib/notes/mutations";
import { createNoteSchema, noteIdQuerySchema, updateNoteSchema } from "@/lib/notes/schema";

export const POST = userRoute({ body: createNoteSchema }, ({ user, body }) =>
  createNote({ userId: user.id, note: body.note }),
);

export const PATCH = userRoute({ body: updateNoteSchema }, ({ user, body }) =>
  updateNote({ userId: user.id, note: body.updatedNote }),
);

export const DELETE = userRoute({ query: noteIdQuerySchema }, ({ user, query }) =>
  deleteNote({ userId: user.id, id: query.id }),
);
