// The benchmark's floor for the hot reads (`npm run bench`, scripts/bench/): the bearer-token
// check every API route does (lib/auth/access-token.ts's verification, then the user's row and its
// revocation and lifetime rules) plus one indexed SQLite read, on a plain better-sqlite3
// connection — what an authenticated read costs in this server without Prisma and without the
// route's own work. Measurement only: a `.bench.ts` file is a route only in the bench build
// (next.config.ts, HOSTDECK_BENCH_BUILD=1), so production never has this path.
import Database from "better-sqlite3";
import { isPastAbsoluteLifetime, verifyAccessToken } from "@/lib/auth/access-token";
import { resolveDatabasePath } from "@/lib/database-url";

let connection: Database.Database | undefined;
let readUser: Database.Statement<[string], { id: string; email: string; sessionsValidFrom: number | string }>;

function statement() {
  if (!connection) {
    connection = new Database(resolveDatabasePath(), { readonly: true });
    connection.pragma("busy_timeout = 50");
    readUser = connection.prepare(`SELECT id, email, sessionsValidFrom FROM "User" WHERE id = ?`);
  }
  return readUser;
}

export async function GET(request: Request) {
  const [scheme, token] = (request.headers.get("authorization") ?? "").split(" ");
  const claims = scheme?.toLowerCase() === "bearer" && token ? await verifyAccessToken(token) : null;
  if (!claims) return Response.json({ error: "Unauthorized" }, { status: 401 });
  const user = statement().get(claims.userId);
  // The same-second rule of lib/auth/user.ts (whole seconds), and the absolute lifetime.
  const validFrom = user ? Math.floor(new Date(user.sessionsValidFrom).getTime() / 1000) : Infinity;
  const started =
    claims.revalidatedAt && claims.revalidatedAt > claims.authTime ? claims.revalidatedAt : claims.authTime;
  if (!user || Math.floor(started.getTime() / 1000) < validFrom || isPastAbsoluteLifetime(claims.authTime)) {
    return Response.json({ error: "Unauthorized" }, { status: 401 });
  }
  return Response.json({ id: user.id, email: user.email });
}
