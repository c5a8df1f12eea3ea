// `npm run db:seed`: seeds the demo data into an empty database and keeps the shared reference
// content (countries, help center, courses) complete (`npm start` runs it on every start). Either
// way it then builds the analytics rollups an account lacks (after a migration, a bulk import or a
// change of time zone; lib/analytics/rollup.ts).
import { createPrismaClient } from "@/lib/prisma-client";
import { buildMissingRollups } from "@/lib/analytics/rollup";
import { ensureReferenceData } from "@/seed/demo/provision";
import { isDatabaseEmpty, seedDatabase } from "@/seed/seed-database";

async function main() {
  const db = createPrismaClient();
  try {
    if (!(await isDatabaseEmpty(db))) {
      await ensureReferenceData(db);
      console.log("The database already has users; demo data not seeded again.");
    } else {
      await seedDatabase(db);
      console.log("Seeded the demo data (demo@example.com / Demo123!, admin@example.com / Admin123!).");
    }
    const built = await buildMissingRollups(db);
    if (built > 0) console.log(`Built the analytics rollups of ${built} account(s).`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
