import { userRoute } from "@/lib/api/route";
import { createNoteLabel, deleteNoteLabel, updateNoteLabel } from "@/lib/notes/mutations";
import { listNoteLabels } from "@/lib/notes/queries";
import { createNoteLabelSchema, noteIdQuerySchema, updateNoteLabelSchema } from "@/lib/notes/schema";

export const GET = userRoute({}, ({ user }) => listNoteLabels(user.id));

export const POST = userRoute({ body: createNoteLabelSchema }, ({ user, body }) =>
  createNoteLabel({ userId: user.id, title: body.title }),
);

export const PATCH = userRoute({ body: updateNoteLabelSchema }, ({ user, body }) =>
  updateNoteLabel({ userId: user.id, label: body.label }),
);

export const DELETE = userRoute({ query: noteIdQuerySchema }, ({ user, query }) =>
  deleteNoteLabel({ userId: user.id, id: query.id }),
);
