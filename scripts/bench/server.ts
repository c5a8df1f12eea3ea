// The production server of the bench build (.next-bench), served as `npm start` serves it
// (scripts/serve.mjs: one `next start` per core), on a free port, with its own secrets, the
// throwaway database and rate limits off. It runs in its own process group, which is killed when
// the benchmark ends — normally, on an error, or on Ctrl-C.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { BENCH_BUILD_ENV } from "./build";

export type BenchServer = { baseURL: string; logFile: string; stop: () => void };

/** A port nobody listens on now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("No port")),
      );
    });
  });
}

function serverEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...BENCH_BUILD_ENV,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    APP_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: randomBytes(48).toString("base64url"),
    ACCESS_TOKEN_SECRET: randomBytes(48).toString("base64url"),
    RATE_LIMITS: "off",
  };
  // Mail stays in the outbox and no payment provider is called.
  for (const name of ["SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "TRUST_PROXY"])
    delete env[name];
  return env;
}

async function waitUntilReady(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before it answered.`);
    try {
      const response = await fetch(`${baseURL}/api/public/events?pageSize=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s.`);
}

/** Starts the bench build's server; `stop()` kills its whole process group (also on exit). */
export async function startBenchServer(root: string, databaseUrl: string, logDir: string): Promise<BenchServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(
    process.execPath,
    // No -H, as `npm start` runs it. Given -H 127.0.0.1, Next hands proxy.ts request URLs on
    // "localhost" but resolves its rewrites against "127.0.0.1", takes every rewrite of a public
    // page's plain address (/p/event/x → /en/p/event/x) for another site's and proxies it to
    // itself over HTTP: measured, 315 instead of 557 requests/s for the event page.
    [path.join(root, "scripts", "serve.mjs"), "-p", String(port)],
    {
      cwd: root,
      env: serverEnv(port, databaseUrl),
      stdio: ["ignore", log, log],
      detached: true, // its own process group: the server processes go with it
    },
  );
  let stopped = false;
  const stop = () => {
    if (stopped || child.pid === undefined) return;
    stopped = true;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  try {
    await waitUntilReady(baseURL, child, 60_000);
  } catch (error) {
    stop();
    console.error(fs.readFileSync(logFile, "utf8").slice(-4000));
    throw error;
  }
  return { baseURL, logFile, stop };
}
