import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";

// The primary of `npm start`'s cluster, with a small worker (tests/helpers/supervised-server.mjs)
// in place of Next: real processes, one real port.
const HARNESS = path.join(__dirname, "..", "..", "tests", "helpers", "supervised-server.mjs");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The pid of the process that answers, over a new connection (the primary deals connections out in
 * turn). A connection handed to a process just as it was killed is never answered: it times out.
 */
function whoAnswers(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http
      .get({ host: "127.0.0.1", port, agent: false, timeout: 2_000 }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve(Number(body)));
      })
      .on("timeout", () => request.destroy(new Error("No answer")))
      .on("error", reject);
  });
}

async function answeringPids(port: number, requests = 6): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let request = 0; request < requests; request++) pids.add(await whoAnswers(port));
  return pids;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms (last: ${String(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

// Generous limits: `npm test` runs this beside two builds and ESLint, where starting a process
// can take seconds.
jest.setTimeout(90_000);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function start(port: number, env: Record<string, string>) {
  return spawn(process.execPath, [HARNESS], {
    env: { ...process.env, PORT: String(port), WORKERS: "2", START_UP_MS: "500", ...env },
    stdio: "ignore",
  });
}

describe("the server's process supervisor", () => {
  it("answers from every process on one port, replaces a process that crashes, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const primary = start(port, {});
    const exited = exitOf(primary);
    try {
      const first = await eventually(
        () => answeringPids(port),
        (pids) => pids.size === 2,
      );
      await new Promise((resolve) => setTimeout(resolve, 600)); // past its start-up: a crash now is a crash
      const [crashed, survivor] = [...first];
      process.kill(crashed, "SIGKILL");
      const after = await eventually(
        () => answeringPids(port),
        (pids) => pids.size === 2 && !pids.has(crashed),
      );
      expect(after.has(survivor)).toBe(true);

      primary.kill("SIGTERM");
      expect(await exited).toBe(0);
      await eventually(
        async () => [...after].some(isAlive),
        (alive) => !alive,
        5_000,
      );
    } finally {
      primary.kill("SIGKILL");
    }
  });

  it("stops with the failing process's exit code when a process fails while starting, instead of starting it again and again", async () => {
    const primary = start(await freePort(), { FAIL_AT_START: "1", START_UP_MS: "15000" });
    const started = Date.now();
    expect(await exitOf(primary)).toBe(3);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
