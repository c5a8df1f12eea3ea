// `npm run outbox [-- recipient@example.com]`: prints the newest mails the app wrote to its
// outbox (all mail goes there when SMTP_URL is not set).
import { createPrismaClient } from "@/lib/prisma-client";

async function main(to?: string) {
  const db = createPrismaClient();
  try {
    const mails = await db.outboxMail.findMany({
      where: to ? { to: to.toLowerCase() } : undefined,
      orderBy: { createdAt: "desc" },
      take: 10,
    });
    if (mails.length === 0) console.log("The outbox is empty.");
    for (const mail of mails.reverse()) {
      console.log(
        `── ${mail.createdAt.toISOString()}  [${mail.status}]  to ${mail.to}\n   ${mail.subject}\n\n${mail.text}`,
      );
    }
  } finally {
    await db.$disconnect();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
