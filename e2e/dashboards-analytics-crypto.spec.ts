import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Issue #16, "Done means" for the analytics and crypto dashboards: each shows figures of its
// API's data (read here from the same API and compared with the screen), and switching a range
// changes a figure shown.

test.setTimeout(120_000);
// Generous waits: a development server compiles each screen on its first visit.
const expect = baseExpect.configure({ timeout: 30_000 });

type Point = { x: string; y: number };
const count = (value: number) => new Intl.NumberFormat("en", { maximumFractionDigits: 0 }).format(value);
const average = (points: Point[]) => Math.round(points.reduce((total, point) => total + point.y, 0) / points.length);

/** The big number of a figure inside `card` whose label is `label` (the number sits just above its label). */
function figure(card: Locator, label: string): Locator {
  return card.getByText(label, { exact: true }).locator("xpath=preceding-sibling::p[1]");
}

test("the analytics dashboard shows its API's figures and switches the visitors' range", async ({ page }) => {
  const user = await createUser(page.request, "dash-analytics");
  await signInWithApi(page, user);
  const response = await page.request.get("/api/dashboards/analytics");
  expect(response.status()).toBe(200);
  const data = await response.json();

  await page.goto("/dashboards/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  // ---- Conversions, impressions and visits: the API's amounts ----
  for (const [name, key] of [
    ["Conversions", "conversions"],
    ["Impressions", "impressions"],
    ["Visits", "visits"],
  ] as const) {
    await expect(page.getByRole("region", { name })).toContainText(count(data[key].amount));
  }

  // ---- Visitors vs page views and a split: the API's ratio and shares ----
  const views = page.getByRole("region", { name: "Visitors vs page views" });
  await expect(figure(views, "Average ratio")).toHaveText(`${data.visitorsVsPageViews.averageRatio}%`);
  const gender = page.getByRole("region", { name: "Gender" });
  const male = Math.round((data.gender.uniqueVisitors * data.gender.series[0]) / 100);
  const female = data.gender.uniqueVisitors - male;
  await expect(gender.getByRole("row", { name: `Male ${data.gender.series[0]}% ${count(male)}` })).toBeVisible();
  await expect(gender.getByRole("row", { name: `Female ${data.gender.series[1]}% ${count(female)}` })).toBeVisible();
  await expect(gender).toContainText(`${count(data.gender.uniqueVisitors)} unique visitors`);

  // ---- Visitors: this year, then last year; the average follows the range ----
  const visitors = page.getByRole("region", { name: "Visitors overview" });
  const thisYear = count(average(data.visitors.series["this-year"][0].data));
  const lastYear = count(average(data.visitors.series["last-year"][0].data));
  expect(thisYear).not.toBe(lastYear);
  await expect(figure(visitors, "Average a day")).toHaveText(thisYear);
  await visitors.getByRole("button", { name: "Last year" }).click();
  await expect(visitors.getByRole("button", { name: "Last year" })).toHaveAttribute("aria-pressed", "true");
  await expect(figure(visitors, "Average a day")).toHaveText(lastYear);
  await visitors.getByRole("button", { name: "This year" }).click();
  await expect(figure(visitors, "Average a day")).toHaveText(thisYear);
});

test("the crypto dashboard shows its API's wallets, prices and watchlist and switches bitcoin's range", async ({
  page,
}) => {
  const user = await createUser(page.request, "dash-crypto");
  await signInWithApi(page, user);
  const response = await page.request.get("/api/dashboards/crypto");
  expect(response.status()).toBe(200);
  const data = await response.json();

  await page.goto("/dashboards/crypto");
  await expect(page.getByRole("heading", { level: 1, name: "Crypto" })).toBeVisible();

  // ---- Wallets: the balances are fixed amounts of the API ----
  const wallets = page.getByRole("region", { name: "Wallets" });
  const balance = (amount: number, iso: string) =>
    `${new Intl.NumberFormat("en", { maximumFractionDigits: 8 }).format(amount)} ${iso}`;
  await expect(wallets.getByRole("row", { name: /^Bitcoin \d/ })).toContainText(balance(data.wallets.btc, "BTC"));
  await expect(wallets.getByRole("row", { name: /^XRP \d/ })).toContainText(balance(data.wallets.xrp, "XRP"));

  // ---- Bitcoin's supply, and every coin of the watchlist with its change, signed ----
  const btc = page.getByRole("region", { name: "Bitcoin (BTC)" });
  await expect(btc).toContainText(`${count(data.btc.supply)} BTC`);
  const watchlist = page.getByRole("region", { name: "Watchlist" });
  for (const item of data.watchlist) {
    await expect(watchlist.getByRole("row", { name: new RegExp(`^${item.title} ${item.iso}`) })).toContainText(
      /[+-]\d|0%/,
    );
  }

  // ---- Prices: the API's (they move by the minute: the screen shows those of one of the answers) ----
  const usd = (value: number) => new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(value);
  const ethereum = page.getByRole("region", { name: "Prices" }).getByRole("row", { name: /^Ethereum/ });
  const answered = new Set([usd(data.prices.eth)]);
  await expect
    .poll(
      async () => {
        const latest = await (await page.request.get("/api/dashboards/crypto")).json();
        answered.add(usd(latest.prices.eth));
        const shown = await ethereum.innerText();
        return [...answered].some((price) => shown.includes(price));
      },
      { timeout: 75_000, intervals: [1_000, 5_000] },
    )
    .toBe(true);

  // ---- Bitcoin's range: the change figure follows it ----
  await expect(btc.getByText(/over 1 hour$/)).toBeVisible();
  await btc.getByRole("button", { name: "30 min" }).click();
  await expect(btc.getByRole("button", { name: "30 min" })).toHaveAttribute("aria-pressed", "true");
  await expect(btc.getByText(/over 30 min$/)).toBeVisible();
  await btc.getByRole("button", { name: "2.5 hours" }).click();
  await expect(btc.getByText(/over 2\.5 hours$/)).toBeVisible();
});
