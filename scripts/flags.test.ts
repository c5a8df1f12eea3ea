import { execFileSync } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db";
import { isFeatureEnabled } from "@/lib/flags/feature-flags";

// `npm run flags` against this worker's database file: what the command writes, the app reads on
// its very next call (no cache).
function flags(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(
      path.join(process.cwd(), "node_modules", ".bin", "tsx"),
      ["scripts/flags.ts", ...args],
      {
        env: { ...process.env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    ).toString();
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { status: failed.status, output: failed.stderr.toString() };
  }
}

describe("npm run flags", () => {
  it("switches a flag the running app reads on its next call, and lists it", async () => {
    await db.featureFlag.deleteMany({ where: { key: "ENABLE_VENDORS" } });
    expect(flags("set", "ENABLE_VENDORS", "on")).toEqual({ status: 0, output: "ENABLE_VENDORS is now on.\n" });
    expect(await isFeatureEnabled("ENABLE_VENDORS")).toBe(true);
    // The command records itself as who switched the flag (the admin API records the admin's email).
    expect(await db.featureFlag.findUnique({ where: { key: "ENABLE_VENDORS" } })).toMatchObject({ updatedBy: "cli" });
    expect(flags("set", "ENABLE_VENDORS", "off").status).toBe(0);
    expect(await isFeatureEnabled("ENABLE_VENDORS")).toBe(false);
    expect(flags("list").output).toMatch(/^ENABLE_VENDORS\s+off\s.*\(switched by cli, /m);
  }, 30_000);

  it("refuses unknown flags and bad words without writing", async () => {
    const before = await db.featureFlag.findMany();
    expect(flags("set", "NO_SUCH_FLAG", "on")).toMatchObject({ status: 2 });
    expect(flags("set", "ENABLE_VENDORS", "maybe")).toMatchObject({ status: 2 });
    expect(flags("toggle")).toMatchObject({ status: 2 });
    expect(await db.featureFlag.findMany()).toEqual(before);
  }, 30_000);
});
