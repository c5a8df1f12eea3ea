import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

// GET /i18n/{lang}.json (spec section 7, "loads a translation file"): the translation file of a
// language the app ships, to anyone (the proxy's matcher leaves .json paths alone, and the route
// table counts /i18n as open). Anything else, an unknown language or a path that tries to climb
// out (`..%2Fpackage.json`), is a 404: the name must be exactly `<lang>.json` of a known language.

const FILE_PATTERN = new RegExp(`^(${LOCALES.join("|")})\\.json$`);

/** One hour in browsers and caches; the ETag lets them ask again cheaply after a deploy. */
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** A built server's files never change, so each is serialised and hashed once. */
const bodies = new Map<Locale, { body: string; etag: string }>();

async function translationFile(locale: Locale) {
  let entry = process.env.NODE_ENV === "production" ? bodies.get(locale) : undefined;
  if (!entry) {
    const body = JSON.stringify(await loadMessages(locale));
    entry = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    bodies.set(locale, entry);
  }
  return entry;
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = FILE_PATTERN.exec(file);
  if (!match) {
    return NextResponse.json(
      { error: { code: "not_found", message: "There is no such translation file." } },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { body, etag } = await translationFile(match[1] as Locale);
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag, Vary: "Accept-Encoding" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, {
    status: 200,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}
