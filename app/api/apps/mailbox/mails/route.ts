import { userRoute } from "@/lib/api/route";
import { listMails } from "@/lib/mailbox/queries";
import { mailsQuerySchema } from "@/lib/mailbox/schema";

export const GET = userRoute({ query: mailsQuerySchema }, ({ user, query }) => listMails(user.id, query));
