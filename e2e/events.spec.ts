import { expect, test, type Page } from "@playwright/test";
import { createUser, latestMailTo, signInWithApi, uniqueEmail } from "./support/users";

// Issue #5's flow, end to end in the browser: a host creates and publishes an event with two ticket
// types; a visitor (a fresh browser context) gets a free ticket and reserves a paid one; the host
// finds the order and the attendee, checks them in (twice), exports the CSV, moves the event in the
// calendar and cancels it with the confirmation dialog.

test.setTimeout(180_000);

/** `date` as a datetime-local value in the browser's zone (the editor's default time zone is the browser's). */
function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function addTicketType(
  page: Page,
  ticket: { name: string; kind: "Free" | "Paid"; price?: string; quantity: string },
) {
  await page.getByRole("button", { name: "Add ticket type" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(ticket.name);
  await dialog.getByRole("radio", { name: ticket.kind, exact: true }).check();
  if (ticket.price) await dialog.getByRole("textbox", { name: "Price" }).fill(ticket.price);
  await dialog
    .getByRole("spinbutton", { name: "Quantity" })
    .or(dialog.getByRole("textbox", { name: "Quantity" }))
    .fill(ticket.quantity);
  await dialog.getByRole("button", { name: /^(Add|Save)/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit ${ticket.name}` })).toBeVisible();
}

test("a host runs an event end to end: publish, sell, check in, export, move, cancel", async ({
  page,
  browser,
  baseURL,
}) => {
  const host = await createUser(page.request, "host");
  await signInWithApi(page, host);

  // ---- Create the event with two ticket types, and publish it ----
  const title = `Harbour Jazz ${Date.now().toString(36)}`;
  const startsAt = new Date();
  startsAt.setDate(startsAt.getDate() + 10);
  startsAt.setHours(19, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 3 * 3_600_000);

  await page.goto("/pages/events");
  await page.getByRole("link", { name: "Create event" }).first().click();
  await expect(page).toHaveURL(/\/pages\/events\/new/);
  await page.getByRole("textbox", { name: "Title", exact: false }).first().fill(title);
  await page.getByLabel("Starts").fill(localInput(startsAt));
  await page.getByLabel("Ends").fill(localInput(endsAt));
  await page.getByRole("textbox", { name: "Venue name" }).fill("Old Harbour Hall");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Bucharest");
  // A cover from the host's device: uploaded, then shown in the preview before saving.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  await page.locator('input[type="file"]').setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Cover image preview" })).toHaveAttribute("src", /^\/api\/uploads\//);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/pages\/events\/(?!new)[^/?]+(\?.*)?$/);
  const eventId = new URL(page.url()).pathname.split("/").pop()!;

  await page.getByRole("tab", { name: "Tickets" }).click();
  await addTicketType(page, { name: "Community", kind: "Free", quantity: "50" });
  await addTicketType(page, { name: "Supporter", kind: "Paid", price: "25", quantity: "20" });
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await expect
    .poll(async () => (await (await page.request.get(`/api/events/${eventId}`)).json()).event.status)
    .toBe("published");
  const { event } = await (await page.request.get(`/api/events/${eventId}`)).json();

  // ---- A visitor, in a fresh browser context ----
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  // The old address form redirects to the event's own address.
  await visitorPage.goto(`/p/event?id=${eventId}`);
  await expect(visitorPage).toHaveURL(new RegExp(`/p/event/${event.slug}$`));
  // Arriving from a newsletter link: the shell's trackingData goes with the order.
  await visitorPage.goto(`/p/event/${event.slug}?utm_source=newsletter&utm_campaign=autumn`);
  await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible();
  expect(await visitorPage.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/api\/uploads\//);
  await expect(visitorPage.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(await visitorPage.locator('meta[property="og:title"]').getAttribute("content")).toContain(title);

  const buyer = { name: "Vera Visitor", email: uniqueEmail("vera") };
  await visitorPage.getByRole("button", { name: "Increase quantity of Community" }).click();
  await visitorPage.getByRole("textbox", { name: "Full name" }).fill(buyer.name);
  await visitorPage.getByRole("textbox", { name: "Email" }).fill(buyer.email);
  await visitorPage.getByRole("button", { name: "Get tickets" }).click();
  await expect(visitorPage).toHaveURL(/\/p\/orders\/[^?]+\?token=/);
  await expect(visitorPage.getByRole("heading", { name: "You're going!" })).toBeVisible();
  await expect(visitorPage.getByRole("img", { name: /QR code of ticket/ })).toHaveCount(1);
  const ticketCode = (
    (await visitorPage.getByRole("img", { name: /QR code of ticket/ }).getAttribute("aria-label")) ?? ""
  ).replace("QR code of ticket ", "");
  expect(ticketCode).toMatch(/^[A-Z2-9]{12}$/);

  const mail = await latestMailTo(page.request, buyer.email);
  expect(mail.subject).toContain(title);

  // A paid ticket is reserved for 15 minutes; the offline buyer confirms and waits for the host.
  const payer = { name: "Paul Payer", email: uniqueEmail("paul") };
  await visitorPage.goto(`/p/event/${event.slug}`);
  await visitorPage.getByRole("button", { name: "Increase quantity of Supporter" }).click();
  await visitorPage.getByRole("textbox", { name: "Full name" }).fill(payer.name);
  await visitorPage.getByRole("textbox", { name: "Email" }).fill(payer.email);
  await visitorPage.getByRole("button", { name: "Reserve tickets" }).click();
  await expect(visitorPage.getByRole("heading", { name: "Your tickets are reserved" })).toBeVisible();
  await visitorPage.getByRole("button", { name: "Confirm order" }).click();
  await expect(visitorPage.getByRole("heading", { name: "Awaiting payment" })).toBeVisible();
  await visitor.close();

  // ---- Back as the host: the orders, the attendee, check-in ----
  await page.goto(`/pages/events/${eventId}?tab=orders`);
  await expect(page.getByText(buyer.email).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(payer.email).filter({ visible: true }).first()).toBeVisible();

  const orders = await (await page.request.get(`/api/events/${eventId}/orders`)).json();
  const freeOrder = orders.orders.find(
    (order: { buyerEmail?: string; buyer?: { email: string } }) =>
      (order.buyerEmail ?? order.buyer?.email) === buyer.email,
  );
  expect(freeOrder.utmSource).toBe("newsletter");

  await page.getByRole("tab", { name: "Attendees" }).click();
  // The tab changes with the URL (a transition): until it has, the orders' panel and its own
  // "Export CSV" are still on the page, so everything below is looked for in the attendees' panel.
  const attendeesPanel = page.getByRole("tabpanel", { name: "Attendees" });
  await expect(attendeesPanel.getByText(buyer.name).filter({ visible: true }).first()).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await attendeesPanel.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  const csv = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
  expect(csv).toContain(buyer.email);
  expect(csv).toContain(ticketCode);

  await page.getByRole("tab", { name: "Check-in" }).click();
  const codeBox = page.getByRole("textbox", { name: "Ticket code, name or email" });
  await codeBox.fill(ticketCode);
  await codeBox.press("Enter");
  // The success line names the attendee (the counter's "Checked in" label is on the page from the start).
  await expect(page.getByText(`${buyer.name} is checked in`)).toBeVisible();
  await codeBox.fill(ticketCode);
  await codeBox.press("Enter");
  await expect(page.getByText(/Already checked in/i).first()).toBeVisible();
  const stats = await (await page.request.get(`/api/events/${eventId}/stats`)).json();
  expect(stats.checkedIn).toBe(1);

  // ---- Move it in the calendar (it has orders, so the calendar asks first) ----
  await page.goto(`/pages/calendar?view=month&date=${isoDay(startsAt)}`);
  const calendarEvent = page.locator(`.fc-event[data-event-id="${eventId}"]`);
  await expect(calendarEvent).toBeVisible();
  const nextDay = new Date(startsAt.getTime() + 86_400_000);
  const target = page.locator(`td.fc-daygrid-day[data-date="${isoDay(nextDay)}"]`);
  const from = (await calendarEvent.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  const moveDialog = page.getByRole("dialog", { name: "Move this event?" });
  await expect(moveDialog).toBeVisible();
  await moveDialog.getByRole("button", { name: "Move event" }).click();
  await expect(page.getByText("moved.").first()).toBeVisible();
  const moved = await (await page.request.get(`/api/events/${eventId}`)).json();
  expect(new Date(moved.event.startsAt).getTime()).toBe(startsAt.getTime() + 86_400_000);

  // ---- Cancel it with the confirmation dialog, which says how many orders it touches ----
  await page.goto(`/pages/events/${eventId}`);
  await page.getByRole("button", { name: "Cancel event" }).first().click();
  const cancelDialog = page.getByRole("dialog");
  await expect(cancelDialog).toContainText("1 order waiting for payment or holding a reservation will be cancelled");
  await expect(cancelDialog).toContainText("1 completed order keeps its tickets");
  await cancelDialog.getByRole("button", { name: "Cancel event" }).click();
  await expect(cancelDialog).toBeHidden();
  await expect
    .poll(async () => (await (await page.request.get(`/api/events/${eventId}`)).json()).event.status)
    .toBe("cancelled");
  // The awaiting-payment order was cancelled with it; the completed free order keeps its ticket.
  const after = await (await page.request.get(`/api/events/${eventId}/orders`)).json();
  const statuses = Object.fromEntries(
    after.orders.map((order: { buyerEmail?: string; buyer?: { email: string }; status: string }) => [
      order.buyerEmail ?? order.buyer?.email,
      order.status,
    ]),
  );
  expect(statuses).toEqual({ [buyer.email]: "completed", [payer.email]: "cancelled" });
});
