// `npm run seed:large-user [-- --email=… --password=…]` (or LARGE_USER_EMAIL / LARGE_USER_PASSWORD):
// makes, or remakes, the account large@example.com / Large123! with the normal sample data plus
// 5,000 contacts, 10,000 mails, 2,000 tasks and a board of 1,000 cards (seed/large-user/), in the
// SQLite file of DATABASE_URL (default data/app.db). Refuses any database that is not a local file.
import { createPrismaClient } from "@/lib/prisma-client";
import { resolveDatabaseUrl } from "@/lib/database-url";
import { ensureReferenceData } from "@/seed/demo/provision";
import { assertLocalSqliteUrl } from "@/seed/large-user/database-guard";
import { LARGE_COUNTS, LARGE_USER, seedLargeUser } from "@/seed/large-user";

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;

async function main() {
  assertLocalSqliteUrl();
  const email = option("email") ?? process.env.LARGE_USER_EMAIL ?? LARGE_USER.email;
  const password = option("password") ?? process.env.LARGE_USER_PASSWORD ?? LARGE_USER.password;
  const db = createPrismaClient();
  try {
    const started = performance.now();
    await ensureReferenceData(db);
    const { userId } = await seedLargeUser(db, { email, password });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { contacts, mails, tasks, cards } = LARGE_COUNTS;
    console.log(
      `${email} (${userId}) in ${resolveDatabaseUrl()}: sample data + ${contacts} contacts, ${mails} mails, ${tasks} tasks, ${cards} cards, ${seconds} s.`,
    );
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
