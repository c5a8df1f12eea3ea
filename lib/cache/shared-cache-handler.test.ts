import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { resolveDatabasePath } from "@/lib/database-url";
import type SharedCacheHandler from "./shared-cache-handler.mjs";

// Two server processes are two copies of the module (its memory is per process) over one database
// file, the test worker's migrated one.
async function aProcess(options?: { maxMemoryCacheSize?: number }): Promise<SharedCacheHandler> {
  let Handler: typeof SharedCacheHandler | undefined;
  await jest.isolateModulesAsync(async () => {
    Handler = (await import("./shared-cache-handler.mjs")).default;
  });
  return new Handler!(options);
}

/** A rendered page as Next hands it to the handler: its tags in the tags header. */
function page(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  };
}

const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the shared cache handler", () => {
  // Tags of this test run only: the worker's database is shared by the file's tests.
  let run: string;
  beforeEach(() => {
    run = randomUUID();
  });

  it("serves a page another process expired by its path as a miss in every process, and other pages as before", async () => {
    const [first, second] = [await aProcess(), await aProcess()];
    const eventTags = ["_N_T_/layout", `_N_T_/en/p/event/${run}`];
    const otherTags = ["_N_T_/layout", `_N_T_/en/p/event/other-${run}`];
    for (const server of [first, second]) {
      await server.set(`/en/p/event/${run}`, page("old title", eventTags), { cacheControl: { revalidate: 300 } });
      await server.set(`/en/p/event/other-${run}`, page("other", otherTags), {});
    }
    expect(htmlOf(await second.get(`/en/p/event/${run}`, {}))).toBe("old title");

    await sleep(2); // the expiry comes after the copies were made, as a host's edit does
    await first.revalidateTag([`_N_T_/en/p/event/${run}`]);

    expect(await first.get(`/en/p/event/${run}`, {})).toBeNull();
    expect(await second.get(`/en/p/event/${run}`, {})).toBeNull();
    expect(htmlOf(await second.get(`/en/p/event/other-${run}`, {}))).toBe("other");
    // The page rendered afresh after the edit is served, by whichever process rendered it.
    await sleep(2);
    await second.set(`/en/p/event/${run}`, page("new title", eventTags), {});
    expect(htmlOf(await second.get(`/en/p/event/${run}`, {}))).toBe("new title");
  });

  it("expires a data entry by a tag of its own or of the read, with expire: 0", async () => {
    const [first, second] = [await aProcess(), await aProcess()];
    const entry = { kind: "FETCH", data: { body: "12 left" }, revalidate: 2 };
    await second.set(`availability-${run}`, entry, { tags: [`availability:${run}`] });
    await second.set(`softly-${run}`, entry, {});
    expect(await second.get(`availability-${run}`, { tags: [`availability:${run}`] })).not.toBeNull();

    await sleep(2);
    await first.revalidateTag(`availability:${run}`, { expire: 0 });
    await first.revalidateTag(`_N_T_/page-of-${run}`);

    expect(await second.get(`availability-${run}`, {})).toBeNull();
    expect(await second.get(`softly-${run}`, { softTags: [`_N_T_/page-of-${run}`] })).toBeNull();
  });

  it("serves a copy marked stale once more as old (Next renders a fresh one behind it), and expires it when the profile says", async () => {
    const [first, second] = [await aProcess(), await aProcess()];
    await second.set(`/en/home-${run}`, page("home", [`_N_T_/en/home-${run}`]), {});
    await sleep(2);
    await first.revalidateTag(`_N_T_/en/home-${run}`, { expire: 3600 });

    const stale = await second.get(`/en/home-${run}`, {});
    expect(htmlOf(stale)).toBe("home");
    expect(stale!.lastModified).toBe(1);

    await first.revalidateTag(`_N_T_/en/home-${run}`, { expire: 0 });
    expect(await second.get(`/en/home-${run}`, {})).toBeNull();
  });

  it("keeps a tag's stale time when it is later expired without a profile, and its expiry when marked stale again", async () => {
    const server = await aProcess();
    const tag = `_N_T_/kept-${run}`;
    await server.revalidateTag(tag, { expire: 60 });
    await server.revalidateTag(tag);
    await server.revalidateTag(tag, {});
    const sqlite = new Database(resolveDatabasePath(), { readonly: true });
    const row = sqlite.prepare(`SELECT "staleAt", "expiredAt" FROM "CacheTag" WHERE "tag" = ?`).get(tag) as {
      staleAt: number;
      expiredAt: number;
    };
    sqlite.close();
    expect(row.staleAt).toBeGreaterThan(0);
    expect(row.expiredAt).toBeGreaterThan(0);
    expect(row.expiredAt).toBeLessThanOrEqual(Date.now());
  });

  it("waits for another process's write lock instead of failing", async () => {
    const server = await aProcess();
    const blocker = new Database(resolveDatabasePath());
    blocker.exec("BEGIN IMMEDIATE");
    let written = false;
    const expiring = server.revalidateTag(`_N_T_/locked-${run}`).then(() => (written = true));
    await sleep(120);
    expect(written).toBe(false);
    blocker.exec("COMMIT");
    blocker.close();
    await expiring;
    expect(written).toBe(true);
  });

  it("keeps within its memory budget, dropping the copies read least recently", async () => {
    const html = "x".repeat(500); // about 1,060 bytes a copy with its key and RSC data
    const server = await aProcess({ maxMemoryCacheSize: 3500 });
    for (const name of ["a", "b", "c"]) await server.set(`${name}-${run}`, page(html, []), {});
    await server.get(`a-${run}`, {}); // a read recently, b the least recent
    await server.set(`d-${run}`, page(html, []), {});
    const kept = [];
    for (const name of ["a", "b", "c", "d"]) if (await server.get(`${name}-${run}`, {})) kept.push(name);
    expect(kept).toEqual(["a", "c", "d"]);
  });

  it("needs no database while Next builds", async () => {
    const saved = { phase: process.env.NEXT_PHASE, url: process.env.DATABASE_URL };
    process.env.NEXT_PHASE = "phase-production-build";
    process.env.DATABASE_URL = `file:/nowhere/${run}.db`;
    try {
      const building = await aProcess();
      await building.set(`/en/home`, page("home", ["_N_T_/en/home"]), {});
      await building.revalidateTag("_N_T_/en/home");
      expect(htmlOf(await building.get(`/en/home`, {}))).toBe("home");
    } finally {
      // Assigning undefined to process.env would store the text "undefined".
      if (saved.phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = saved.phase;
      process.env.DATABASE_URL = saved.url;
    }
  });
});
