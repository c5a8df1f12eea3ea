// @ts-check
// Next's page cache (the cached public pages and the availability data, issue 17) for an app that
// runs as several processes: `npm start` runs one per core (scripts/serve.mjs), and a deployment
// on PostgreSQL runs several machines. Next's own handler keeps which tags were expired in the
// memory of the process that expired them, so a host's edit would reach the copy of a page that
// process cached, while another process went on serving its old copy until the page's revalidate
// period ran out. Here each process still keeps its rendered pages in its own memory (they are
// large, and render again from the database), but the tags' times live in the database's
// "CacheTag" table: before serving a copy, a process checks whether any of its tags was expired
// after the copy was made — one indexed read of a few rows.
//
// Next imports this file by itself, outside the app's bundle (next.config.ts `cacheHandler`), so
// it is plain JavaScript and reads and writes the table with better-sqlite3 and its own SQL, like
// lib/prepared-reads.ts does for the hot reads; a PostgreSQL deployment gives it the same two
// statements for its driver. The semantics are Next's: a tag expired without a profile (what
// revalidatePath and revalidateTag(tag, { expire: 0 }) do) is a miss from then on, and the next
// visitor waits for a fresh render; a tag marked stale (revalidateTag with a profile) serves the
// old copy once more while a fresh one renders.
import path from "node:path";
import Database from "better-sqlite3";

const DEFAULT_DATABASE_URL = "file:./data/app.db";
/** Next's default for `cacheMaxMemorySize`, used when it passes none. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
/** The response header in which Next lists a page's tags (its implicit path tags among them). */
const TAGS_HEADER = "x-next-cache-tags";
/** How long SQLite may hold the event loop waiting for the write lock in one try, and how often to try. */
const BUSY_TIMEOUT_MS = 50;
const BUSY_RETRIES = 10;
/**
 * What a stale copy reports as the time it was made: Next compares the copy's age with its
 * revalidate period and renders a fresh one in the background. (0 would read as "now" to Next.)
 */
const LONG_AGO = 1;

/**
 * @typedef {{ value: any, lastModified: number, tags: string[], cacheControl: unknown, size: number }} Entry
 * @typedef {{ expire?: number }} Durations
 */

/** This process's copies, least recently used first (a Map keeps insertion order). */
const entries = /** @type {Map<string, Entry>} */ (new Map());
let storedBytes = 0;

/** @type {ReturnType<typeof openTagStore> | null} */
let tagStore = null;

/** The database file of DATABASE_URL, resolved as lib/database-url.ts resolves it for the app. */
function databasePath() {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  // Resolved at run time (turbopackIgnore): the database is data, not something for the build to trace.
  return path.resolve(
    /* turbopackIgnore: true */ process.cwd(),
    url.startsWith("file:") ? url.slice("file:".length) : url,
  );
}

function openTagStore() {
  const sqlite = new Database(databasePath(), { fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const read = sqlite.prepare(
    `SELECT "staleAt", "expiredAt" FROM "CacheTag" WHERE "tag" IN (SELECT value FROM json_each(?))`,
  );
  // A tag marked again keeps what the new mark leaves out, as in Next's own tag manifest.
  const mark = sqlite.prepare(
    `INSERT INTO "CacheTag" ("tag", "staleAt", "expiredAt") VALUES (?, ?, ?)
     ON CONFLICT ("tag") DO UPDATE SET "staleAt" = coalesce(excluded."staleAt", "staleAt"),
       "expiredAt" = coalesce(excluded."expiredAt", "expiredAt")`,
  );
  const markAll = sqlite.transaction(
    /** @param {string[]} tags @param {number | null} staleAt @param {number | null} expiredAt */
    (tags, staleAt, expiredAt) => {
      for (const tag of tags) mark.run(tag, staleAt, expiredAt);
    },
  );
  return {
    /** @param {string[]} tags */
    timesOf: (tags) =>
      /** @type {{ staleAt: number | null, expiredAt: number | null }[]} */ (read.all(JSON.stringify(tags))),
    markAll,
  };
}

/** Null while Next builds: nothing has been expired then, and the build needs no database. */
function tagTimes() {
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  tagStore ??= openTagStore();
  return tagStore;
}

/**
 * Whether a copy made at `lastModified` with these tags may be served: "expired" when a tag was
 * expired after it was made (and that time has come), "stale" when one was marked stale after.
 * @param {string[]} entryTags @param {number} lastModified
 * @returns {"fresh" | "stale" | "expired"}
 */
function stateOf(entryTags, lastModified) {
  const store = tagTimes();
  if (!store || entryTags.length === 0) return "fresh";
  const now = Date.now();
  let state = /** @type {"fresh" | "stale" | "expired"} */ ("fresh");
  for (const { staleAt, expiredAt } of store.timesOf(entryTags)) {
    if (expiredAt !== null && expiredAt > lastModified && expiredAt <= now) return "expired";
    if (staleAt !== null && staleAt > lastModified) state = "stale";
  }
  return state;
}

/** A write that found the database locked by another process is tried again after a short, growing pause. */
async function whenNotBusy(/** @type {() => void} */ write) {
  for (let attempt = 0; ; attempt++) {
    try {
      return write();
    } catch (error) {
      const code = /** @type {{ code?: string }} */ (error).code;
      if (!code?.startsWith("SQLITE_BUSY") || attempt >= BUSY_RETRIES) throw error;
      const ceiling = Math.min(200, 10 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, ceiling / 2 + (Math.random() * ceiling) / 2));
    }
  }
}

/** The tags a value carries: a page's and a route's in their tags header, a data entry's in its own list. */
function tagsOfValue(/** @type {any} */ value) {
  if (!value) return [];
  if (value.kind === "FETCH") return Array.isArray(value.tags) ? value.tags : [];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** About how much memory a value holds, as Next's own memory cache estimates it. */
function sizeOf(/** @type {string} */ key, /** @type {any} */ value) {
  if (!value) return key.length + 25;
  const buffers = (/** @type {any} */ buffer) => buffer?.length ?? 0;
  let size = 0;
  if (value.kind === "FETCH") size = JSON.stringify(value.data ?? "").length;
  else if (value.kind === "APP_ROUTE") size = buffers(value.body);
  else if (value.kind === "APP_PAGE") {
    size = (value.html?.length ?? 0) + buffers(value.rscData) + (value.postponed?.length ?? 0);
    for (const [segment, buffer] of value.segmentData ?? []) size += segment.length + buffers(buffer);
  } else size = JSON.stringify(value).length;
  return key.length + Math.max(1, size);
}

function forget(/** @type {string} */ key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  storedBytes -= entry.size;
}

export default class SharedCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} [options] */
  constructor(options = {}) {
    this.memoryBytes = options.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES;
  }

  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} context */
  async get(key, context) {
    const entry = entries.get(key);
    if (!entry) return null;
    const entryTags = [...new Set([...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])])];
    const state = stateOf(entryTags, entry.lastModified);
    if (state === "expired") {
      forget(key);
      return null;
    }
    // Most recently used last: the first entries are the ones to drop when memory runs out.
    entries.delete(key);
    entries.set(key, entry);
    return {
      value: entry.value,
      lastModified: state === "stale" ? LONG_AGO : entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  /** @param {string} key @param {any} value @param {{ tags?: string[], cacheControl?: unknown }} context */
  async set(key, value, context) {
    forget(key);
    const entry = {
      value,
      lastModified: Date.now(),
      tags: [...new Set([...tagsOfValue(value), ...(context.tags ?? [])])],
      cacheControl: context.cacheControl,
      size: sizeOf(key, value),
    };
    if (entry.size > this.memoryBytes) return;
    entries.set(key, entry);
    storedBytes += entry.size;
    for (const oldest of entries.keys()) {
      if (storedBytes <= this.memoryBytes) break;
      forget(oldest);
    }
  }

  /** @param {string | string[]} tagOrTags @param {Durations} [durations] */
  async revalidateTag(tagOrTags, durations) {
    const list = typeof tagOrTags === "string" ? [tagOrTags] : [...tagOrTags];
    const store = tagTimes();
    if (!store || list.length === 0) return;
    const now = Date.now();
    // Without a profile a tag expires at once; with one it is stale now and expires when the profile says.
    const staleAt = durations ? now : null;
    const expiredAt = !durations ? now : durations.expire === undefined ? null : now + durations.expire * 1000;
    await whenNotBusy(() => store.markAll(list, staleAt, expiredAt));
  }

  resetRequestCache() {}
}
