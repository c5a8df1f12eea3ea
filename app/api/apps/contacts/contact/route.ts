import { userRoute } from "@/lib/api/route";
import { createContact, deleteContact, updateContact } from "@/lib/contacts/mutations";
import { findContact } from "@/lib/contacts/queries";
import { contactIdQuerySchema, updateContactBodySchema } from "@/lib/contacts/schema";

export const GET = userRoute({ query: contactIdQuerySchema }, ({ user, query }) =>
  findContact({ userId: user.id, id: query.id }),
);

export const POST = userRoute({}, ({ user }) => createContact(user.id));

export const PATCH = userRoute({ body: updateContactBodySchema }, ({ user, body }) =>
  updateContact({ userId: user.id, id: body.id, patch: body.contact }),
);

export const DELETE = userRoute({ query: contactIdQuerySchema }, ({ user, query }) =>
  deleteContact({ userId: user.id, id: query.id }),
);
