// `npm run bench:apps [-- runs] [-- --db=file:/path/app.db] [-- --email=large@example.com]`: times
// the list calls of the demo apps for a user with 5,000 contacts, 10,000 mails, 2,000 tasks and a
// board of 1,000 cards. Without --db it migrates a throwaway SQLite file (every
// prisma/migrations/*/migration.sql in order) and seeds the large user into it (seed/large-user);
// with --db it uses the user already there (`npm run seed:large-user` makes one). Each call is the
// lib/ function its route handler runs, called directly, `runs` times after a warm-up; the table
// shows wall-clock p50 / p95 / max, the median CPU time the process spent per call (SQLite runs
// in-process, so this is the work itself, and it barely moves when other programs load the
// machine), and the size of the JSON answer. Asserts nothing: figures to compare, not a flaky
// timed test. The writes (tasks order, card positions) change the data of the user.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations } from "@/prisma/apply-migrations";
import { createPrismaClient } from "@/lib/prisma-client";
import { ensureReferenceData } from "@/seed/demo/provision";
import { assertLocalSqliteUrl } from "@/seed/large-user/database-guard";
import { LARGE_USER, seedLargeUser } from "@/seed/large-user";
import { LARGE_BOARD_TITLE } from "@/seed/large-user/scrumboard";

const RUNS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20);
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;

function migrate(file: string) {
  const sqlite = new Database(file);
  applyMigrations(sqlite, process.cwd());
  sqlite.close();
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

async function measure(title: string, call: () => Promise<unknown>) {
  const answer = await call(); // warm-up: statement caches, first page reads
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await call();
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  const bytes = Buffer.byteLength(JSON.stringify(answer ?? null));
  const items = Array.isArray(answer) ? `${answer.length} items` : "";
  console.log(
    `${title.padEnd(40)} ${ms(at(0.5))} ${ms(at(0.95))} ${ms(times[times.length - 1])} ${ms(cpu[Math.floor(cpu.length / 2)])}   ${size(bytes).padStart(9)}  ${items}`,
  );
}

async function main() {
  const given = option("db");
  const dir = given ? null : fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-bench-apps-"));
  const url = given ?? `file:${path.join(dir!, "bench.db")}`;
  assertLocalSqliteUrl(url);
  const email = option("email") ?? LARGE_USER.email;
  try {
    // The app's own client (lib/db.ts takes the one on globalThis) on this file.
    const db = createPrismaClient(url);
    (globalThis as unknown as { hostdeckDb: unknown }).hostdeckDb = db;
    if (!given) {
      migrate(url.slice("file:".length));
      const started = performance.now();
      await ensureReferenceData(db);
      await seedLargeUser(db, { email, passwordCost: 4 });
      console.log(`Seeded ${email} into ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const user = await db.user.findUnique({ where: { email }, select: { id: true, language: true } });
    if (!user) throw new Error(`No user ${email} in ${url}: run npm run seed:large-user first, or leave out --db.`);
    const board = await db.scrumboardBoard.findFirst({
      where: { userId: user.id, title: LARGE_BOARD_TITLE },
      select: { id: true },
    });
    if (!board) throw new Error(`${email} has no board "${LARGE_BOARD_TITLE}".`);

    const contacts = await import("@/lib/contacts/queries");
    const mailbox = await import("@/lib/mailbox/queries");
    const tasks = await import("@/lib/tasks/queries");
    const taskWrites = await import("@/lib/tasks/mutations");
    const scrumboard = await import("@/lib/scrumboard/queries");
    const cards = await import("@/lib/scrumboard/cards");

    const userId = user.id;
    const counts = {
      contacts: await db.contact.count({ where: { userId } }),
      mails: await db.mailboxMail.count({ where: { userId } }),
      tasks: await db.task.count({ where: { userId } }),
      cards: await db.scrumboardCard.count({ where: { boardId: board.id } }),
    };
    console.log(
      `${email}: ${counts.contacts} contacts, ${counts.mails} mails, ${counts.tasks} tasks, ${counts.cards} cards on the large board; ${RUNS} runs each\n`,
    );
    console.log(
      `${"call".padEnd(40)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"max".padStart(10)} ${"cpu p50".padStart(10)}   ${"answer".padStart(9)}`,
    );

    const language = user.language;
    await measure("contacts: all", () => contacts.findContacts({ userId, language }));
    await measure('contacts: search "an"', () => contacts.findContacts({ userId, language, query: "an" }));
    await measure('contacts: search "şahin"', () => contacts.findContacts({ userId, language, query: "şahin" }));
    const inbox = await mailbox.listMails(userId, { folder: "inbox", page: 1 });
    const lastPage = inbox.pagination.lastPage;
    await measure("mailbox: inbox page 1", () => mailbox.listMails(userId, { folder: "inbox", page: 1 }));
    await measure(`mailbox: inbox last page (${lastPage})`, () =>
      mailbox.listMails(userId, { folder: "inbox", page: lastPage }),
    );
    await measure("mailbox: label work, page 1", () => mailbox.listMails(userId, { label: "work", page: 1 }));
    await measure("mailbox: filter starred, page 1", () => mailbox.listMails(userId, { filter: "starred", page: 1 }));
    await measure("mailbox: folders (counts)", () => mailbox.listMailFolders(userId));
    await measure("tasks: all", () => tasks.listTasks(userId));
    await measure('tasks: search "venue"', () => tasks.searchTasks(userId, "venue"));
    // A drag of the last task to the top: every task's order changes.
    await measure(`tasks: order (move 1 of ${counts.tasks})`, async () => {
      const ids = (await db.task.findMany({ where: { userId }, orderBy: { order: "asc" }, select: { id: true } })).map(
        (task) => task.id,
      );
      return taskWrites.reorderTasks({ userId, taskIds: [ids[ids.length - 1], ...ids.slice(0, -1)] });
    });
    await measure(`scrumboard: board (${counts.cards} cards)`, () => scrumboard.getBoard(userId, board.id));
    // A drop at the top of a list: the list's cards renumbered, each at (index + 1) × 65536.
    const list = await db.scrumboardList.findFirst({
      where: { boardId: board.id },
      orderBy: { position: "asc" },
      select: { id: true },
    });
    await measure("scrumboard: card positions (one list)", async () => {
      const listCards = await db.scrumboardCard.findMany({
        where: { listId: list!.id },
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: { id: true },
      });
      const moved = [listCards[listCards.length - 1], ...listCards.slice(0, -1)];
      return cards.updateCardPositions(
        userId,
        moved.map(({ id }) => ({ id, listId: list!.id })),
      );
    });
    await db.$disconnect();
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// lib/ modules of the server import "server-only", which resolves to an empty module only under
// the react-server condition: run again with it.
if (!process.execArgv.includes("--conditions=react-server")) {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)],
    {
      stdio: "inherit",
    },
  );
  process.exit(result.status ?? 1);
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
