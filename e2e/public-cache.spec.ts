import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, signInWithApi, uniqueEmail, type TestUser } from "./support/users";

// Issue 17: the pages the audience arrives on are served from Next's cache, once per language;
// a host's change shows at once, and what every sale changes (tickets left) is read live.

async function bearer(request: APIRequestContext, user: TestUser) {
  const response = await request.post("/api/auth/sign-in", { data: { email: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).accessToken}` };
}

/** A published event of a new host with one free ticket type of `quantity` tickets. */
async function publishEvent(request: APIRequestContext, quantity: number) {
  const user = await createUser(request, "cache");
  const headers = await bearer(request, user);
  const startsAt = new Date(Date.now() + 9 * 86_400_000);
  const title = `Lantern Walk ${Date.now().toString(36)}`;
  const created = await request.post("/api/events", {
    headers,
    data: {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timezone: "UTC",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = await created.json();
  const ticketType = await request.post(`/api/events/${event.id}/ticket-types`, {
    headers,
    data: { name: "Walker", kind: "free", price: 0, quantity },
  });
  expect(ticketType.status(), await ticketType.text()).toBe(201);
  expect((await request.post(`/api/events/${event.id}/publish`, { headers })).status()).toBe(200);
  return {
    user,
    headers,
    id: event.id as string,
    slug: event.slug as string,
    title,
    ticketTypeId: (await ticketType.json()).ticketType.id as string,
  };
}

/**
 * The page's title and cache state over a new connection each time: the server's processes take
 * turns to answer new connections.
 */
function fetchOverNewConnection(url: string): Promise<{ cache: string | undefined; title: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (html += chunk));
        response.on("end", () =>
          resolve({
            cache: response.headers["x-nextjs-cache"] as string | undefined,
            title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
          }),
        );
      })
      .on("error", reject);
  });
}

test("an event page is served from cache, without a nonce, and a host's edit shows at once", async ({
  request,
  baseURL,
}) => {
  const event = await publishEvent(request, 5);
  const first = await request.get(`/p/event/${event.slug}`);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(event.title);
  // Every server process has it now (each renders its copy once), so the next answer is a copy.
  for (let visit = 0; visit < 2; visit++) await fetchOverNewConnection(`${baseURL}/p/event/${event.slug}`);
  const again = await request.get(`/p/event/${event.slug}`);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  // One HTML for everyone: no per-request nonce in it, and a policy that does not expect one.
  const html = await again.text();
  expect(html).not.toMatch(/nonce="/);
  expect(again.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  expect(again.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

  const renamed = `${event.title} (moved indoors)`;
  const patched = await request.patch(`/api/events/${event.id}`, { headers: event.headers, data: { title: renamed } });
  expect(patched.status(), await patched.text()).toBe(200);
  const afterEdit = await request.get(`/p/event/${event.slug}`);
  expect(await afterEdit.text()).toContain(renamed);
  // The home page lists it under its new name too.
  await expect
    .poll(async () => (await (await request.get("/home?search=moved%20indoors")).text()).includes(renamed))
    .toBe(true);
});

test("a host's edit reaches the copy of the page every server process cached", async ({ request, baseURL }) => {
  const event = await publishEvent(request, 5);
  const url = `${baseURL}/p/event/${event.slug}`;
  // Each process renders its copy once and then serves it from its cache.
  const before = [];
  for (let visit = 0; visit < 6; visit++) before.push(await fetchOverNewConnection(url));
  for (const { title } of before) expect(title).toContain(event.title);
  expect(before.filter(({ cache }) => cache === "HIT").length).toBeGreaterThanOrEqual(4);

  const renamed = `${event.title} (second date added)`;
  const patched = await request.patch(`/api/events/${event.id}`, { headers: event.headers, data: { title: renamed } });
  expect(patched.status(), await patched.text()).toBe(200);
  // Whichever process answers, none serves the copy it made before the edit.
  for (let visit = 0; visit < 6; visit++) expect((await fetchOverNewConnection(url)).title).toContain(renamed);
});

test("the cached event page still shows live availability: the last ticket sold, a reload says sold out", async ({
  page,
  request,
  baseURL,
}) => {
  const event = await publishEvent(request, 1);
  await page.goto(`/p/event/${event.slug}`);
  await expect(page.getByRole("heading", { name: event.title })).toBeVisible();
  // Every server process has the page in its cache before the sale.
  for (let visit = 0; visit < 4; visit++) await fetchOverNewConnection(`${baseURL}/p/event/${event.slug}`);
  await page.getByRole("button", { name: "Increase quantity of Walker" }).click();
  await page.getByRole("textbox", { name: "Full name" }).fill("Lena Last");
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("lena"));
  await page.getByRole("button", { name: "Get tickets" }).click();
  await expect(page).toHaveURL(/\/p\/orders\/[^?]+\?token=/);

  // Within the page cache's lifetime: the HTML is the one rendered before the sale…
  const cached = await fetchOverNewConnection(`${baseURL}/p/event/${event.slug}`);
  expect(cached.cache).toBe("HIT");
  // …and the page shows the sale all the same.
  await page.goto(`/p/event/${event.slug}`);
  await expect(page.getByText("All tickets are taken.")).toBeVisible();
  await expect(page.getByText("Sold out", { exact: true }).first()).toBeVisible();
});

test("a cached page's language comes from its address, and a link shared in a language opens in it", async ({
  browser,
  baseURL,
  request,
}) => {
  const event = await publishEvent(request, 5);
  // A Turkish browser gets the Turkish page at the plain address.
  const turkish = await browser.newContext({ baseURL, locale: "tr-TR", extraHTTPHeaders: { "accept-language": "tr" } });
  const turkishPage = await turkish.newPage();
  await turkishPage.goto(`/p/event/${event.slug}`);
  await expect(turkishPage.locator("html")).toHaveAttribute("lang", "tr");
  await expect(turkishPage.getByRole("link", { name: "Giriş yap" })).toBeVisible();
  // Switching to Romanian moves to the Romanian page's address, which anyone can be sent.
  await turkishPage.getByRole("button", { name: "Dil" }).click();
  await turkishPage.getByRole("menuitem", { name: "Română" }).click();
  await expect(turkishPage).toHaveURL(new RegExp(`/ro/p/event/${event.slug}$`));
  await expect(turkishPage.locator("html")).toHaveAttribute("lang", "ro");
  await turkish.close();

  // An English browser opening the Romanian link reads Romanian, and stays in it on the next page.
  const english = await browser.newContext({ baseURL, extraHTTPHeaders: { "accept-language": "en-US" } });
  const englishPage = await english.newPage();
  await englishPage.goto(`/ro/p/event/${event.slug}`);
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "ro");
  await englishPage.goto("/home");
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "ro");
  await english.close();
  expect((await request.get(`/de/p/event/${event.slug}`)).status()).toBe(404);
});

test("the header of a cached page knows a signed-in host in the browser", async ({ page, request }) => {
  const event = await publishEvent(request, 5);
  await page.goto(`/p/event/${event.slug}`);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await signInWithApi(page, event.user);
  await page.goto(`/p/event/${event.slug}`);
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await page.goto("/home");
  await expect(page.getByRole("link", { name: "Your events" })).toBeVisible();
});
