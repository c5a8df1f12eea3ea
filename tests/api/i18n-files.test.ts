import { NextRequest } from "next/server";
import { GET } from "@/app/i18n/[file]/route";
import en from "@/messages/en.json";
import ro from "@/messages/ro.json";
import tr from "@/messages/tr.json";
import { redirectFor, routeAccess } from "@/lib/navigation/route-access";

// GET /i18n/{lang}.json (spec section 7): the translation files of en, tr and ro, to anyone,
// cacheable; every other name is a 404.

async function get(file: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL(`/i18n/${encodeURIComponent(file)}`, "http://localhost:3999"), { headers });
  return GET(request, { params: Promise.resolve({ file }) });
}

describe("GET /i18n/{lang}.json", () => {
  it.each([
    ["en", en],
    ["tr", tr],
    ["ro", ro],
  ])("serves messages/%s.json as cacheable JSON, without signing in", async (lang, messages) => {
    const response = await get(`${lang}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(await response.json()).toEqual(messages);
  });

  it("is open to visitors and locked sessions alike in the route table", () => {
    expect(routeAccess("/i18n/en.json")).toBe("open");
    expect(redirectFor("/i18n/tr.json", "", "none")).toBeNull();
    expect(redirectFor("/i18n/ro.json", "", "locked")).toBeNull();
  });

  it("answers the languages' own words (not English everywhere)", async () => {
    const turkish = await (await get("tr.json")).json();
    expect(turkish.nav.events).toBe(tr.nav.events);
    expect(turkish.nav.events).not.toBe(en.nav.events);
  });

  it("answers 304 when the browser already has this version", async () => {
    const first = await get("ro.json");
    const etag = first.headers.get("etag") ?? "";
    const again = await get("ro.json", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get("en.json", { "if-none-match": etag })).status).toBe(200);
  });

  it.each([
    "de.json",
    "../package.json",
    "..%2Fpackage.json",
    "en",
    "EN.json",
    "en.json.bak",
    "en.jsonx",
    "",
    "en/../tr.json",
  ])("answers 404 for %j", async (file) => {
    const response = await get(file);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });
});
