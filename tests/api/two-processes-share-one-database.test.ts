import { spawn } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { freshWalDatabase } from "@/tests/helpers/busy-database";

// Issue 14, "SQLite under two processes": two server processes share one SQLite file (WAL, as
// scripts/start.mjs sets it). Each is a plain Node process calling the real route handlers
// (tests/helpers/two-process-writer.ts) — contacts, tags and notes made and renamed through
// Prisma, free orders through the stock transaction — 100 writes at once in each, both started
// together. Before the fix Prisma's deferred transactions failed at once with SQLITE_BUSY(_SNAPSHOT)
// when the other process wrote in between (500s), and a busy write froze its process for up to 10 s.

jest.setTimeout(60_000);

const ROOT = path.join(__dirname, "..", "..");
const WRITER = path.join(ROOT, "tests", "helpers", "two-process-writer.ts");

type Write = {
  kind: "contact" | "tag" | "note" | "rename" | "rename-shared" | "order";
  status: number;
  id?: string;
  value?: string;
};
type Written = { writes: Write[] };

/** Starts the writer script; `ready` settles at its READY line, `result` at its RESULT line and exit. */
function startWriter(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", WRITER, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (/^READY$/m.test(stdout)) markReady();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const result = new Promise<unknown>((resolve, reject) => {
    child.on("exit", (code) => {
      const line = stdout.split("\n").find((text) => text.startsWith("RESULT "));
      if (code === 0 && line) resolve(JSON.parse(line.slice("RESULT ".length)));
      else reject(new Error(`writer ${args.join(" ")} exited ${code}:\n${stderr.slice(-4000)}`));
    });
  });
  return { ready, result, go: () => child.stdin.end("go\n") };
}

describe("SQLite under two processes", () => {
  it("two server processes on one file, 100 concurrent mixed writes each: no 500 (nor 503), every committed write present", async () => {
    const file = freshWalDatabase();
    const env = { DATABASE_URL: `file:${file}` };
    const setup = startWriter(["setup"], env);
    setup.go();
    const given = JSON.stringify(await setup.result);

    const writers = ["A", "B"].map((label) => startWriter(["write", label], { ...env, TWO_PROCESS_SETUP: given }));
    await Promise.all(writers.map((writer) => writer.ready));
    writers.forEach((writer) => writer.go());
    const results = (await Promise.all(writers.map((writer) => writer.result))) as Written[];
    const writes = results.flatMap((result) => result.writes);

    expect(writes).toHaveLength(200);
    expect(writes.filter((write) => write.status >= 500)).toEqual([]);
    expect(writes.filter((write) => write.status >= 300)).toEqual([]);

    const sqlite = new Database(file, { readonly: true });
    const value = (sql: string, ...params: string[]) =>
      (sqlite.prepare(sql).get(...params) as { value: unknown } | undefined)?.value;
    for (const write of writes) {
      switch (write.kind) {
        case "contact":
          expect(value(`SELECT name AS value FROM "Contact" WHERE id = ?`, write.id!)).toBe("New Contact");
          break;
        case "tag":
          expect(value(`SELECT title AS value FROM "ContactTag" WHERE id = ?`, write.id!)).toBe(write.value);
          break;
        case "note":
          expect(value(`SELECT title AS value FROM "Note" WHERE id = ?`, write.id!)).toBe(write.value);
          break;
        case "rename":
          expect(value(`SELECT name AS value FROM "Contact" WHERE id = ?`, write.id!)).toBe(write.value);
          break;
        case "order":
          expect(value(`SELECT status AS value FROM "Order" WHERE id = ?`, write.id!)).toBe("completed");
          expect(value(`SELECT COUNT(*) AS value FROM "Attendee" WHERE orderId = ?`, write.id!)).toBe(1);
          break;
      }
    }
    // The contact both renamed holds one of their names; the event has the answered orders, no more.
    const shared = writes.filter((write) => write.kind === "rename-shared");
    expect(shared.map((write) => write.value)).toContain(
      value(`SELECT name AS value FROM "Contact" WHERE id = ?`, shared[0].id!),
    );
    const orders = writes.filter((write) => write.kind === "order");
    expect(value(`SELECT COUNT(*) AS value FROM "Order"`)).toBe(orders.length);
    sqlite.close();
  });
});
