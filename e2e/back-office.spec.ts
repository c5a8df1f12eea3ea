import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestMailTo, signInWithApi, siteHeaders, uniqueEmail } from "./support/users";

// Issue #12's flow: the demo user's dashboard shows its real events and orders; a visitor arriving
// from a newsletter buys two tickets; the host's analytics count that view and that order under
// "newsletter" and the dashboard's counts move by one; on the payments screen the host marks the
// offline order paid and refunds one of its two tickets, and that ticket no longer checks in.

test.setTimeout(180_000);

const DEMO = { email: "demo@example.com", password: "Demo123!" };

async function json(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

/** The last 30 days of the account's own time zone, as the dashboard and the analytics' default period count them. */
async function last30Days(request: APIRequestContext): Promise<{ from: string; to: string }> {
  return (await json(request, "/api/dashboard")).dashboard.period;
}

async function newsletterRow(request: APIRequestContext) {
  const { from, to } = await last30Days(request);
  const { rows } = await json(request, `/api/analytics/breakdown?by=source&from=${from}&to=${to}`);
  return (rows.find((row: { key: string | null }) => row.key === "newsletter") ?? { views: 0, orders: 0 }) as {
    views: number;
    orders: number;
  };
}

async function dashboardFigures(request: APIRequestContext) {
  return (await json(request, "/api/dashboard")).dashboard.figures as {
    orders: { current: number };
    tickets: { current: number };
  };
}

/** A published event of the demo user with a paid ticket type, paid offline. */
async function publishPaidEvent(page: Page) {
  const startsAt = new Date(Date.now() + 12 * 86_400_000);
  const title = `Harbour Lights Gala ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/events", {
    headers: siteHeaders(),
    data: {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      timezone: "UTC",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = await created.json();
  const ticket = await page.request.post(`/api/events/${event.id}/ticket-types`, {
    headers: siteHeaders(),
    data: { name: "Supporter", kind: "paid", price: 2500, quantity: 20 },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  expect((await page.request.post(`/api/events/${event.id}/publish`, { headers: siteHeaders() })).status()).toBe(200);
  return { id: event.id as string, slug: event.slug as string, title };
}

test("the back office adds up what the audience does, and a host refunds one ticket", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInWithApi(page, DEMO);

  // ---- The dashboard shows the account's real upcoming events and latest orders ----
  const before = (await json(page.request, "/api/dashboard")).dashboard;
  await page.goto("/pages/dashboard");
  const upcoming = page.getByRole("region", { name: "Upcoming events" });
  await expect(upcoming.getByText(before.upcoming[0].title).first()).toBeVisible();
  const latest = page.getByRole("region", { name: "Latest orders" });
  await expect(latest.getByText(before.recentOrders[0].buyerName).first()).toBeVisible();
  await expect(page.getByText("This screen is being built")).toHaveCount(0);

  const newsletterBefore = await newsletterRow(page.request);
  const figuresBefore = await dashboardFigures(page.request);
  const event = await publishPaidEvent(page);

  // ---- A visitor from the newsletter buys two tickets, to pay by bank transfer ----
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/p/event/${event.slug}?utm_source=newsletter`);
  await expect(visitorPage.getByRole("heading", { name: event.title })).toBeVisible();
  const buyer = { name: "Nora Newsletter", email: uniqueEmail("nora") };
  const increase = visitorPage.getByRole("button", { name: "Increase quantity of Supporter" });
  await increase.click();
  await increase.click();
  await visitorPage.getByRole("textbox", { name: "Full name" }).fill(buyer.name);
  await visitorPage.getByRole("textbox", { name: "Email" }).fill(buyer.email);
  await visitorPage.getByRole("button", { name: "Reserve tickets" }).click();
  await visitorPage.getByRole("button", { name: "Confirm order" }).click();
  await expect(visitorPage.getByRole("heading", { name: "Awaiting payment" })).toBeVisible();
  const orderPage = visitorPage.url();

  // ---- Payments: find the order, mark it paid, refund one of its two tickets ----
  await page.goto(`/pages/stripe?period=30d&q=${encodeURIComponent(buyer.email)}`);
  await page
    .getByRole("button", { name: /^Open order/ })
    .first()
    .click();
  const drawer = page.getByRole("dialog").filter({ hasText: buyer.email });
  await drawer.getByRole("button", { name: "Mark as paid" }).click();
  await page.getByRole("dialog").filter({ hasText: "as paid?" }).getByRole("button", { name: "Mark paid" }).click();
  await expect(drawer.getByRole("button", { name: "Refund", exact: true })).toBeVisible();
  const usd = (minor: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(minor / 100);
  const { from, to } = await last30Days(page.request);
  const totalsOf = async () =>
    (
      (await json(page.request, `/api/payments/totals?from=${from}&to=${to}`)).totals as {
        currency: string;
        refunded: number;
      }[]
    ).find((row) => row.currency === "USD")!;
  const refundedBefore = (await totalsOf()).refunded;

  // The buyer's page now shows both tickets; note their codes.
  await visitorPage.goto(orderPage);
  const qrCodes = visitorPage.getByRole("img", { name: /QR code of ticket/ });
  await expect(qrCodes).toHaveCount(2);
  const codes = await qrCodes.evaluateAll((images) =>
    images.map((image) => (image.getAttribute("aria-label") ?? "").replace("QR code of ticket ", "")),
  );

  await drawer.getByRole("button", { name: "Refund", exact: true }).click();
  const refundDialog = page.getByRole("dialog", { name: /^Refund / });
  await refundDialog.getByRole("radio", { name: "Chosen tickets" }).check();
  await refundDialog.getByRole("checkbox").first().check();
  await refundDialog.getByRole("button", { name: "Continue" }).click();
  await expect(refundDialog).toContainText(`Refund $25.00 to ${buyer.name}?`);
  await refundDialog.getByRole("button", { name: "Refund $25.00" }).click();
  await expect(page.getByText(/\$25\.00 refunded on/)).toBeVisible();
  await expect(drawer.getByText("Partly refunded").first()).toBeVisible();
  // The totals behind the drawer now count the $25.00 given back.
  expect((await totalsOf()).refunded).toBe(refundedBefore + 2500);
  await drawer.getByRole("button", { name: "Close the order" }).click();
  await expect(page.getByRole("region", { name: "Totals" })).toContainText(usd(refundedBefore + 2500));

  const mail = await latestMailTo(page.request, buyer.email);
  expect(mail.subject).toBe(`$25.00 refunded for ${event.title}`);

  // One ticket left on the buyer's page; the other no longer checks in.
  await visitorPage.reload();
  await expect(qrCodes).toHaveCount(1);
  const kept = (await qrCodes.getAttribute("aria-label"))!.replace("QR code of ticket ", "");
  const voided = codes.find((code) => code !== kept)!;
  await visitor.close();
  await page.goto(`/pages/events/${event.id}?tab=check-in`);
  const codeBox = page.getByRole("textbox", { name: "Ticket code, name or email" });
  await codeBox.fill(voided);
  await codeBox.press("Enter");
  await expect(page.getByText(/not valid/i).first()).toBeVisible();
  await codeBox.fill(kept);
  await codeBox.press("Enter");
  await expect(page.getByText(`${buyer.name} is checked in`)).toBeVisible();

  // ---- Analytics: the newsletter brought that view and that order ----
  await expect.poll(async () => (await newsletterRow(page.request)).views).toBe(newsletterBefore.views + 1);
  expect((await newsletterRow(page.request)).orders).toBe(newsletterBefore.orders + 1);
  await page.goto("/pages/analytics?tab=source");
  const sources = page.getByRole("table", { name: "Figures per source" });
  const row = sources
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "newsletter", exact: true }) });
  const cells = row.getByRole("cell");
  await expect(cells.nth(0)).toHaveText(String(newsletterBefore.views + 1)); // views
  await expect(cells.nth(2)).toHaveText(String(newsletterBefore.orders + 1)); // orders

  // ---- The dashboard's counts moved by one order ----
  const figuresAfter = await dashboardFigures(page.request);
  expect(figuresAfter.orders.current).toBe(figuresBefore.orders.current + 1);
  expect(figuresAfter.tickets.current).toBe(figuresBefore.tickets.current + 1); // two bought, one refunded
  await page.goto("/pages/dashboard");
  const kpis = page.getByRole("region", { name: "Last 30 days" });
  await expect(kpis.getByText(String(figuresAfter.orders.current), { exact: true }).first()).toBeVisible();
});
