import { adminRoute } from "@/lib/api/route";
import { outboxQuerySchema } from "@/lib/flags/openapi";
import { listOutboxMails } from "@/lib/mail/outbox";

// Lets an administrator (and the end-to-end suite, on a deployed preview without SMTP) read
// the mail the app wrote to its outbox.
export const GET = adminRoute({ query: outboxQuerySchema }, ({ query }) => listOutboxMails(query));
