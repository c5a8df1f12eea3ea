import { userRoute } from "@/lib/api/route";
import { updateMail } from "@/lib/mailbox/mutations";
import { findMail } from "@/lib/mailbox/queries";
import { saveComposedMail } from "@/lib/mailbox/save-composed-mail";
import { composeMailBodySchema, idQuerySchema, updateMailBodySchema } from "@/lib/mailbox/schema";

export const GET = userRoute({ query: idQuerySchema }, ({ user, query }) => findMail(user.id, query.id));

export const POST = userRoute({ body: composeMailBodySchema }, ({ user, body }) => saveComposedMail(user.id, body));

export const PATCH = userRoute({ body: updateMailBodySchema }, ({ user, body }) =>
  updateMail(user.id, body.id, body.mail),
);
