import { userRoute } from "@/lib/api/route";
import { findContacts } from "@/lib/contacts/queries";
import { contactSearchQuerySchema } from "@/lib/contacts/schema";

export const GET = userRoute({ query: contactSearchQuerySchema }, ({ user, query }) =>
  findContacts({ userId: user.id, language: user.language, query: query.query }),
);
