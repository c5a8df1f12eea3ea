import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { siteHeaders, signInWithApi, setVendorsFlag, uniqueEmail } from "./support/users";

// Issue 17, "Accessibility everywhere": axe finds no serious or critical violation of WCAG 2.1 A/AA
// on any screen of the route table, in the light and the dark scheme, at desktop and phone size
// (the guest pages and the cached public pages, which look the same for everyone, in light).
// One browser context per scheme, signed in once as the demo user (whose seeded events, orders and
// apps fill the screens); each screen is opened at desktop size and analysed when its content is
// there, then analysed again at phone size (the window narrowed, as a phone's layout is media
// queries), so a screen is loaded once for both sizes.

const DEMO = { email: "demo@example.com", password: "Demo123!" };
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const SCHEMES = ["light", "dark"] as const;
type Scheme = (typeof SCHEMES)[number];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const IMPACTS = new Set(["serious", "critical"]);

/** A screen to analyse; `detail` finds a record's own page from it, to analyse next. */
type Screen = { path: string; detail?: (page: Page) => Promise<string | undefined> };

/** The first link on the page whose address matches. */
const firstLink = (pattern: RegExp) => async (page: Page) => {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  return hrefs.find((href): href is string => !!href && pattern.test(href));
};

/** The tasks list opens a task by a click, not a link: its first task's address, from the list's API. */
async function firstTask(page: Page) {
  const tasks = (await (await page.request.get("/api/apps/tasks/all")).json()) as { id: string; type: string }[];
  const task = tasks.find((item) => item.type === "task");
  return task && `/apps/tasks/${task.id}`;
}

/** The signed-in main group: the product's screens and the demo apps, dashboards, icons and docs. */
function mainScreens(eventId: string): Screen[] {
  const event = `/pages/events/${eventId}`;
  return [
    { path: "/pages/dashboard" },
    { path: "/pages/events" },
    { path: "/pages/events/new" },
    { path: event },
    ...["tickets", "promo-codes", "orders", "attendees", "check-in"].map((tab) => ({ path: `${event}?tab=${tab}` })),
    { path: `${event}/edit` },
    { path: "/pages/calendar" },
    { path: "/pages/stripe" },
    { path: "/pages/analytics" },
    { path: "/pages/settings" },
    { path: "/pages/vendors" },
    { path: "/pages/example" },
    { path: "/pages/activities" },
    { path: "/apps/academy", detail: firstLink(/^\/apps\/academy\/[^/?#]+$/) },
    { path: "/apps/chat", detail: firstLink(/^\/apps\/chat\/[^/?#]+$/) },
    { path: "/apps/contacts", detail: firstLink(/^\/apps\/contacts\/[^/?#]+$/) },
    { path: "/apps/file-manager" },
    { path: "/apps/help-center" },
    { path: "/apps/help-center/faqs" },
    { path: "/apps/help-center/guides", detail: firstLink(/^\/apps\/help-center\/guides\/[^/?#]+\/[^/?#]+$/) },
    { path: "/apps/help-center/guides/getting-started" },
    { path: "/apps/help-center/support" },
    { path: "/apps/inventory" },
    { path: "/apps/mailbox", detail: firstLink(/^\/apps\/mailbox\/.+\/[0-9a-f-]{8,}$/) },
    { path: "/apps/notes" },
    { path: "/apps/scrumboard", detail: firstLink(/^\/apps\/scrumboard\/[^/?#]+$/) },
    { path: "/apps/tasks", detail: firstTask },
    { path: "/dashboards/analytics" },
    { path: "/dashboards/crypto" },
    { path: "/dashboards/finance" },
    { path: "/dashboards/project" },
    { path: "/ui/icons" },
    { path: "/ui/icons/feather" },
    { path: "/docs" },
    { path: "/docs/changelog" },
    { path: "/docs/guides" },
    { path: "/docs/guides/getting-started" },
    { path: "/docs/guides/getting-started/introduction" },
  ];
}

/**
 * The public pages served from cache (the home page, an event's page, its host's page): one HTML
 * for everyone, in the start-up (light) appearance whoever looks, so they are audited in light.
 */
function cachedPublicScreens(slug: string, hostSlug: string): Screen[] {
  return [{ path: "/home" }, { path: `/p/event/${slug}` }, { path: `/p/hosts/${hostSlug}` }];
}

/** The public pages rendered per request (a buyer's order, vendor sign-up): a signed-in host sees them in their scheme. */
function perRequestPublicScreens(orderPath: string): Screen[] {
  return [{ path: orderPath }, { path: "/vendor-sign-up" }];
}

/** The guest-only pages (a signed-in visitor is sent away from them). */
const GUEST_SCREENS: Screen[] = [
  { path: "/sign-in" },
  { path: "/sign-up" },
  { path: "/forgot-password" },
  { path: "/reset-password?token=a11y-check-token" },
  { path: "/confirmation-required" },
];

type Found = { screen: string; id: string; impact: string; help: string; targets: string[] };

/** Waits until the screen shows its content: loaded, data fetched, no skeleton or spinner left. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 1_000 }).catch(() => {});
  // A chart's placeholder may stay until it scrolls into view: wait for it a while, not for ever.
  await expect(page.locator(".MuiSkeleton-root:visible, .MuiCircularProgress-root:visible"))
    .toHaveCount(0, { timeout: 3_000 })
    .catch(() => {});
  await expect.soft(page.locator("h1, h2, h3, [role=heading]").first(), `${page.url()} has a heading`).toBeVisible();
  // Transitions (a drawer sliding in, a fade) end before the colours are measured; a skeleton's
  // pulse or a spinner never ends, so only finite animations are awaited.
  await page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    )
    .catch(() => {});
}

/** Analyses the page as it is now; the serious and critical violations, with the nodes they point at. */
async function analyse(page: Page, screen: string): Promise<Found[]> {
  return (await axeViolations(page, TAGS))
    .filter((violation) => IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      screen,
      id: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.slice(0, 6).map((node) => node.target.join(" ")),
    }));
}

/**
 * Shows one screen and analyses it at each size; a record's page it leads to goes to the front of
 * the queue.
 */
async function auditScreen(page: Page, screen: Screen, scheme: Scheme | "guest", queue: Screen[]): Promise<Found[]> {
  await page.setViewportSize(VIEWPORTS.desktop);
  const response = await page.goto(screen.path);
  expect.soft(response?.status(), `${screen.path} answers`).toBeLessThan(400);
  const expected = screen.path.split("?")[0];
  expect.soft(new URL(page.url()).pathname, `${screen.path} is shown, not redirected`).toContain(expected);
  await settle(page);
  if (scheme !== "guest") {
    // The app's own scheme, not only the browser's preference: the class on <body> and its colour.
    const body = await page.evaluate(() => ({
      isDark: document.body.classList.contains("dark"),
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect.soft(body.isDark, `${screen.path} is in the ${scheme} scheme`).toBe(scheme === "dark");
    const [red, green, blue] = body.background.match(/\d+/g)!.map(Number);
    expect.soft(red + green + blue < 3 * 128, `${screen.path}'s background ${body.background}`).toBe(scheme === "dark");
  }
  const found = await analyse(page, `${screen.path} (desktop)`);
  if (screen.detail) {
    const detail = await screen.detail(page);
    expect.soft(detail, `${screen.path} leads to a record's page`).toBeTruthy();
    if (detail) queue.unshift({ path: detail });
  }
  await page.setViewportSize(VIEWPORTS.phone);
  await settle(page);
  found.push(...(await analyse(page, `${screen.path} (phone)`)));
  return found;
}

/**
 * Visits each screen (and the record's page each one leads to) in two tabs of the context at once
 * (one waits for the server while the other is analysed), collecting what axe finds.
 */
async function audit(context: BrowserContext, screens: Screen[], scheme: Scheme | "guest"): Promise<Found[]> {
  const found: Found[] = [];
  const queue = [...screens];
  const tab = async () => {
    const page = await context.newPage();
    for (let screen = queue.shift(); screen; screen = queue.shift()) {
      found.push(...(await auditScreen(page, screen, scheme, queue)));
    }
    await page.close();
  };
  await Promise.all([tab(), tab()]);
  return found;
}

function report(found: Found[]): string {
  return found
    .map(
      (item) => `  [${item.impact}] ${item.id} on ${item.screen}: ${item.help}\n      ${item.targets.join("\n      ")}`,
    )
    .join("\n");
}

type Fixture = { storage: string; eventId: string; slug: string; hostSlug: string; orderPath: string };
let fixture: Fixture;
let wasVendorsOn = false;

async function prepare(browser: Browser, visitor: APIRequestContext, baseURL: string): Promise<Fixture> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithApi(page, DEMO);
  const { events } = await (await page.request.get("/api/events")).json();
  const event = events.find((item: { status: string }) => item.status === "published") ?? events[0];
  const { event: publicEvent, ticketTypes } = await (await page.request.get(`/api/public/events/${event.slug}`)).json();
  const free = ticketTypes.find((type: { kind: string }) => type.kind === "free") ?? ticketTypes[0];
  const placed = await visitor.post(`/api/public/events/${event.slug}/orders`, {
    data: {
      items: [{ ticketTypeId: free.id, quantity: 1 }],
      buyer: { name: "Ada Access", email: uniqueEmail("a11y") },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, accessToken } = await placed.json();
  const storage = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostdeck-a11y-")), "demo.json");
  await context.storageState({ path: storage });
  await context.close();
  return {
    storage,
    eventId: event.id,
    slug: event.slug,
    hostSlug: publicEvent.host.slug,
    orderPath: `/p/orders/${order.id}?token=${encodeURIComponent(accessToken)}`,
  };
}

async function setScheme(request: APIRequestContext, scheme: Scheme) {
  const response = await request.patch("/api/common/preferences", { data: { scheme }, headers: siteHeaders() });
  expect(response.status(), await response.text()).toBe(200);
}

test("the analysis finds what it exists to find: faint text, a nameless button", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><title>Check</title><main><h1>Check</h1>
      <p style="color: #bbb; background: #fff">Faint text</p><button></button></main></html>`,
  );
  const found = (await analyse(page, "a page made to fail")).map((item) => item.id);
  expect(found).toEqual(expect.arrayContaining(["color-contrast", "button-name"]));
});

test.describe("accessibility", () => {
  test.beforeAll(async ({ browser, request }, testInfo) => {
    wasVendorsOn = (await (await request.get("/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS")).text()) === "true";
    if (!wasVendorsOn) await setVendorsFlag(request, true);
    fixture = await prepare(browser, request, testInfo.project.use.baseURL!);
  });

  test.afterAll(async ({ browser, request }, testInfo) => {
    if (!wasVendorsOn) await setVendorsFlag(request, false);
    // The demo user's scheme back to its start-up value, for the specs after this one.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: fixture.storage });
    await setScheme(context.request, "light");
    await context.close();
  });

  for (const scheme of SCHEMES) {
    test(`no serious or critical violation in the ${scheme} scheme, at desktop and phone size`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(10 * 60_000);
      const viewport = VIEWPORTS.desktop;
      const found: Found[] = [];
      const context = await browser.newContext({ baseURL, viewport, storageState: fixture.storage });
      await setScheme(context.request, scheme);
      found.push(...(await audit(context, mainScreens(fixture.eventId), scheme)));
      const perRequestPages = perRequestPublicScreens(fixture.orderPath);
      if (scheme === "dark") {
        // Visitors have no saved scheme (the app shows them the light one); a signed-in host sees
        // the public pages rendered per request in their own scheme, which is how those are dark.
        found.push(...(await audit(context, perRequestPages, scheme)));
      }
      await context.close();
      // The lock screen locks the session that shows it: it gets a session of its own.
      const locking = await browser.newContext({ baseURL, viewport });
      await signInWithApi(await locking.newPage(), DEMO);
      found.push(...(await audit(locking, [{ path: "/unlock-session" }], scheme)));
      await locking.close();
      if (scheme === "light") {
        // The visitor's view: the guest pages and the public pages, signed out.
        const guest = await browser.newContext({ baseURL, viewport });
        const cachedPages = cachedPublicScreens(fixture.slug, fixture.hostSlug);
        found.push(...(await audit(guest, [...GUEST_SCREENS, ...cachedPages, ...perRequestPages], "guest")));
        await guest.close();
      }
      expect(found, `axe found serious or critical violations:\n${report(found)}`).toEqual([]);
    });
  }
});
