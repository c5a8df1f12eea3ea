import { adminRoute } from "@/lib/api/route";
import { outboxQuerySchema } from "@/lib/flags/openapi";
import { readOutbox } from "@/lib/mail/outbox";

// Lets an administrator (and the end-to-end suite, on a deployed preview without SMTP) read
// the mail the app wrote to its outbox: a searchable page, or the newest mails as a list.
export const GET = adminRoute({ query: outboxQuerySchema }, ({ query }) => readOutbox(query));
