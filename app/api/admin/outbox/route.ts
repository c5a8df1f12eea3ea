import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { listOutboxMails } from "@/lib/mail/outbox";

// Lets an administrator (and the end-to-end suite, on a deployed preview without SMTP) read
// the mail the app wrote to its outbox.
export const GET = adminRoute(
  {
    query: z.object({
      to: z.string().trim().toLowerCase().max(254).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  ({ query }) => listOutboxMails(query),
);
