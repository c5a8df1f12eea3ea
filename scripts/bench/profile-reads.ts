// What one read costs in this process by the three ways the app can ask SQLite (issue 17): a Prisma
// model query, `$queryRaw`, and a statement prepared once (lib/prepared-reads.ts). Not part of
// `npm run bench`; run it on a filled database:
//   DATABASE_URL=file:/tmp/answers.db tsx --conditions=react-server scripts/bench/profile-reads.ts
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { readRow } from "@/lib/prepared-reads";

const RUNS = 2_000;

async function time(label: string, read: () => unknown) {
  for (let i = 0; i < 200; i++) await read();
  const started = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i++) await read();
  const micros = Number(process.hrtime.bigint() - started) / 1000 / RUNS;
  console.log(`${label.padEnd(40)} ${micros.toFixed(1).padStart(8)} µs`);
}

async function main() {
  const { id } = await db.user.findFirstOrThrow({ select: { id: true } });
  await time("Prisma findUnique (user by id)", () =>
    db.user.findUnique({ where: { id }, select: { id: true, email: true, sessionsValidFrom: true } }),
  );
  await time(
    "$queryRaw (same row)",
    () => db.$queryRaw`SELECT "id", "email", "sessionsValidFrom" FROM "User" WHERE "id" = ${id}`,
  );
  await time("prepared statement (same row)", () =>
    readRow(Prisma.sql`SELECT "id", "email", "sessionsValidFrom" FROM "User" WHERE "id" = ${id}`),
  );
  await db.$disconnect();
}

void main();
