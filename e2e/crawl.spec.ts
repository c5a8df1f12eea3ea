import { expect, test, type Page } from "@playwright/test";
import { LAYOUT_NAMES } from "../lib/shell/layout-resolution";
import { siteHeaders, signInWithApi } from "./support/users";

// Issue 16, "No dead link anywhere": signed in as the demo user, every link the app itself shows —
// each layout's navigation, the shortcuts, the messages' and notifications' links, the search
// results for a few queries — and every in-app link on the pages reached that way (one level deep)
// answers 200, shows no error boundary, no "page not found" and no placeholder text.

const DEMO = { email: "demo@example.com", password: "Demo123!" };
const SEARCHES = ["a", "e", "dash", "mail", "con"];
/** What a broken or unfinished screen says (messages errorPages.*, notFound.*, the old screen intro). */
const BROKEN_TEXTS = [
  "Something went wrong",
  "This page does not exist, or it moved.",
  "This page could not be shown",
  "coming soon",
  "Coming soon",
];
/** Links that act instead of showing a page: following them would end the crawl's own session. */
const NOT_PAGES = [/^\/sign-out/, /^\/unlock-session/];
/** Pages of the same route differ only in their data: one of each proves the route (CI's time is counted). */
const PER_ROUTE = 1;

type Menu = { link?: string; children?: Menu[] };
const linksOf = (items: Menu[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...linksOf(item.children ?? [])]);

/** "/apps/mailbox/inbox/3f0c…" → "/apps/mailbox/inbox/:id": ids and numbers stand for their route. */
function routeOf(url: string): string {
  const { pathname } = new URL(url, "http://site");
  return pathname
    .split("/")
    .map((segment) => (/\d/.test(segment) && segment.length >= 8 ? ":id" : segment))
    .join("/");
}

function isInApp(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !NOT_PAGES.some((pattern) => pattern.test(href));
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
}

async function expectHealthy(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), `${url} answers`).toBe(200);
  expect(new URL(page.url()).pathname, `${url} is not sent to sign-in`).not.toMatch(/^\/sign-in/);
  await settle(page);
  for (const text of BROKEN_TEXTS) {
    await expect(page.getByText(text, { exact: false }), `${url} shows "${text}"`).toHaveCount(0);
  }
}

/** The in-app links on the page's own content (the shell's are collected from the shell itself). */
async function contentLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  return hrefs
    .filter(isInApp)
    .map((href) => href.split("#")[0])
    .filter(Boolean);
}

test("no link the app shows leads nowhere, in any layout", async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithApi(page, DEMO);
  const found = new Map<string, string>(); // link → where it was found

  const add = (links: string[], where: string) => {
    for (const link of links) if (isInApp(link) && !found.has(link)) found.set(link, where);
  };

  await test.step("every layout shows its navigation, whose links are collected", async () => {
    const navigation = (await (await page.request.get("/api/common/navigation")).json()) as Record<string, Menu[]>;
    for (const layout of LAYOUT_NAMES) {
      await expectHealthy(page, `/pages/dashboard?layout=${layout}`);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      if (layout === "empty") continue;
      const shown = await page
        .getByRole("navigation", { name: "Navigation" })
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      add(shown, `the ${layout} layout's navigation`);
    }
    // What a menu holds behind a closed group or a horizontal menu's pop-up: the API's menus.
    for (const [variant, items] of Object.entries(navigation)) add(linksOf(items), `the ${variant} menu`);
  });

  await test.step("the top bar's shortcuts, messages, notifications and search results", async () => {
    const read = async (path: string) => (await (await page.request.get(path)).json()) as { link?: string | null }[];
    add(
      (await read("/api/common/shortcuts")).flatMap((item) => (item.link ? [item.link] : [])),
      "a shortcut",
    );
    add(
      (await read("/api/common/messages")).flatMap((item) => (item.link ? [item.link] : [])),
      "a message",
    );
    add(
      (await read("/api/common/notifications")).flatMap((item) => (item.link ? [item.link] : [])),
      "a notification",
    );
    for (const query of SEARCHES) {
      const response = await page.request.post("/api/common/search", { data: { query }, headers: siteHeaders() });
      expect(response.status()).toBe(200);
      const groups = (await response.json()) as { results: { link: string }[] }[];
      add(
        groups.flatMap((group) => group.results.map((result) => result.link)),
        `a search result for "${query}"`,
      );
    }
    expect(found.size).toBeGreaterThan(30);
  });

  const visited = new Set<string>();
  const perRoute = new Map<string, number>();
  const visit = async (tab: Page, link: string) => {
    const route = routeOf(link);
    if (visited.has(link) || (perRoute.get(route) ?? 0) >= PER_ROUTE) return false;
    visited.add(link);
    perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
    if (link.startsWith("/api/")) {
      // A download (e.g. a CSV export): it answers, it is not a page.
      const response = await tab.request.get(link);
      expect(response.status(), `${link} (from ${found.get(link)}) answers`).toBe(200);
      return false;
    }
    await test.step(`${link} (from ${found.get(link)})`, () => expectHealthy(tab, link));
    return true;
  };

  /** Visits the links in two tabs at once (one waits for the server while the other is checked). */
  const crawl = async (links: string[], collectDeeper: boolean) => {
    const queue = [...links];
    const work = async (tab: Page) => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        if (!(await visit(tab, link)) || !collectDeeper) continue;
        for (const next of await contentLinks(tab)) if (!found.has(next)) found.set(next, `a link on ${link}`);
      }
    };
    const second = await page.context().newPage();
    await second.setViewportSize(page.viewportSize()!);
    await Promise.all([work(page), work(second)]);
    await second.close();
  };
  const firstLevel = [...found.keys()];
  await crawl(firstLevel, true);
  await crawl(
    [...found.keys()].filter((link) => !firstLevel.includes(link)),
    false,
  );
  expect(visited.size).toBeGreaterThan(60);
});
