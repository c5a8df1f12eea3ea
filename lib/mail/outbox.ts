import "server-only";
import { db } from "@/lib/db";

/** The newest mails in the outbox, optionally for one recipient. */
export function listOutboxMails({ to, limit }: { to?: string; limit: number }) {
  return db.outboxMail.findMany({
    where: to ? { to } : undefined,
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { id: true, to: true, subject: true, text: true, status: true, createdAt: true },
  });
}
