// `npm run db:seed`: seeds the demo data into an empty database (`npm start` does this itself).
import { createPrismaClient } from "@/lib/prisma-client";
import { isDatabaseEmpty, seedDatabase } from "@/seed/seed-database";

async function main() {
  const db = createPrismaClient();
  try {
    if (!(await isDatabaseEmpty(db))) {
      console.log("The database already has users; seeding skipped.");
      return;
    }
    await seedDatabase(db);
    console.log("Seeded the demo data (demo@example.com / Demo123!, admin@example.com / Admin123!).");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
