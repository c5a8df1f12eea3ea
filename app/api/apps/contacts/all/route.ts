import { userRoute } from "@/lib/api/route";
import { findContacts } from "@/lib/contacts/queries";

export const GET = userRoute({}, ({ user }) => findContacts({ userId: user.id, language: user.language }));
