import fs from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { Secret, TOTP } from "otpauth";
import {
  ADMIN,
  createUser,
  latestMailTo,
  linkPathIn,
  setVendorsFlag,
  signInWithApi,
  siteHeaders,
  uniqueEmail,
} from "./support/users";

// Issue #13's flows: a user's settings (name, password, two-factor, their data), a vendor team
// (invite a colleague as staff, what staff may do, removal), and an administrator's flag switch.

test.setTimeout(180_000);

const NEW_PASSWORD = "An0ther-secret!";

function totpNow(secret: string): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

async function bearerFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/api/auth/sign-in", { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken;
}

async function createEvent(page: Page, title: string) {
  const startsAt = new Date(Date.now() + 9 * 86_400_000);
  const response = await page.request.post("/api/events", {
    headers: siteHeaders(),
    data: {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timezone: "UTC",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event as { id: string; slug: string };
}

test("a user changes their name and password, turns on two-factor sign-in and downloads their data", async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createUser(page.request, "settings");
  await signInWithApi(page, user);
  const tokenBefore = await bearerFor(page.request, user.email, user.password);
  const title = `Quill Readings ${Date.now().toString(36)}`;
  await createEvent(page, title);

  // ---- Profile: the new name shows in the user menu ----
  await page.goto("/pages/settings?tab=profile");
  await page.getByRole("textbox", { name: "First name" }).fill("Robin");
  await page.getByRole("textbox", { name: "Last name" }).fill("Quill");
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByTestId("user-menu-name")).toHaveText("Robin Quill");
  await page.keyboard.press("Escape");

  // ---- Security: a new password ends the tokens issued before it; this browser stays in ----
  await page.goto("/pages/settings?tab=security");
  await page.getByLabel(/^Current password/).fill(user.password);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other sessions are signed out.")).toBeVisible();
  await expect
    .poll(async () =>
      (await page.request.get("/api/common/user", { headers: { authorization: `Bearer ${tokenBefore}` } })).status(),
    )
    .toBe(401);
  expect((await page.request.get("/api/common/user")).status()).toBe(200);

  // ---- Two-factor: enrol with the key, then sign in again with a code ----
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("two-factor-secret").getAttribute("data-secret"))!;
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel("6-digit code").fill(totpNow(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("On");

  const fresh = await browser.newContext({ baseURL });
  const signInPage = await fresh.newPage();
  await signInPage.goto("/sign-in");
  await signInPage.getByLabel(/^Email address/).fill(user.email);
  await signInPage.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await signInPage.getByRole("button", { name: "Sign in" }).click();
  await expect(signInPage.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  // A new time step, so the code differs from the one that turned it on (a code signs in once).
  await signInPage.waitForTimeout(Math.max(0, 30_000 - (Date.now() % 30_000)) + 500);
  await signInPage.getByLabel("Authentication code").fill(totpNow(secret));
  await signInPage.getByRole("button", { name: "Verify" }).click();
  await expect(signInPage).toHaveURL(/\/pages\/dashboard/);
  await fresh.close();

  // ---- Your data: the zip holds the user's event ----
  await page.goto("/pages/settings?tab=data");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const zip = unzipSync(new Uint8Array(await fs.readFile((await (await downloadPromise).path())!)));
  const events = JSON.parse(strFromU8(zip["events.json"]));
  expect(JSON.stringify(events)).toContain(title);
  expect(JSON.stringify(Object.values(zip).map((file) => strFromU8(file)))).not.toContain("passwordHash");
});

test("a vendor owner invites a colleague as staff, who checks people in but cannot refund or create, until removed", async ({
  page,
  browser,
  baseURL,
}) => {
  await setVendorsFlag(page.request, true);
  const owner = await createUser(page.request, "owner");
  await signInWithApi(page, owner);
  const slug = `harbour-crew-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/vendors", {
    headers: siteHeaders(),
    data: { name: "Harbour Crew", slug, currency: "EUR" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vendorId = (await created.json()).vendor.id as string;

  // An event of the vendor with one free ticket bought, to check in.
  const event = await createEvent(page, "Harbour Crew Open Day");
  const ticketType = await page.request.post(`/api/events/${event.id}/ticket-types`, {
    headers: siteHeaders(),
    data: { name: "Entry", kind: "free", quantity: 50 },
  });
  expect(ticketType.status()).toBe(201);
  const ticketTypeId = (await ticketType.json()).ticketType.id;
  expect((await page.request.post(`/api/events/${event.id}/publish`, { headers: siteHeaders() })).status()).toBe(200);
  const order = await page.request.post(`/api/public/events/${event.slug}/orders`, {
    data: { items: [{ ticketTypeId, quantity: 1 }], buyer: { name: "Gus Guest", email: uniqueEmail("gus") } },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { attendees } = await (await page.request.get(`/api/events/${event.id}/attendees`)).json();
  const ticketCode = attendees[0].code as string;

  // ---- A colleague with an account of their own (their sign-up mail comes before the invitation) ----
  const colleague = { name: "Sam Staff", email: uniqueEmail("sam"), password: "Sup3r-secret!" };
  const context = await browser.newContext({ baseURL });
  const staffPage = await context.newPage();
  expect(
    (await staffPage.request.post("/api/auth/sign-up", { data: { ...colleague, agreements: true } })).status(),
  ).toBe(200);
  await signInWithApi(staffPage, colleague);

  // ---- The owner invites a colleague as staff ----
  await page.goto(`/pages/vendors/${vendorId}?tab=members`);
  await page.getByRole("textbox", { name: "Email address" }).fill(colleague.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();

  // ---- The colleague accepts from the mail ----
  let mail = { subject: "", text: "" };
  await expect
    .poll(async () => (mail = await latestMailTo(staffPage.request, colleague.email)).subject)
    .toContain("Harbour Crew");
  await staffPage.goto(linkPathIn(mail.text));
  await staffPage.getByRole("button", { name: "Accept invitation" }).click();
  await expect(staffPage).toHaveURL(/\/pages\/dashboard/);

  // ---- As staff: check in yes; refunds and new events no ----
  await staffPage.goto(`/pages/events/${event.id}?tab=check-in`);
  const codeBox = staffPage.getByRole("textbox", { name: "Ticket code, name or email" });
  await codeBox.fill(ticketCode);
  await codeBox.press("Enter");
  await expect(staffPage.getByText("Gus Guest is checked in")).toBeVisible();
  await staffPage.goto("/pages/stripe");
  await expect(staffPage.getByRole("heading", { name: "Payments are for owners and admins" })).toBeVisible();
  await expect(staffPage.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
  const forbidden = await staffPage.request.post("/api/events", {
    headers: siteHeaders(),
    data: {
      title: "Not mine",
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      timezone: "UTC",
    },
  });
  expect(forbidden.status()).toBe(403);

  // ---- The owner removes them: their next request for the vendor is a 404 ----
  await page.goto(`/pages/vendors/${vendorId}?tab=members`);
  await page.getByRole("button", { name: `Actions for ${colleague.name}` }).click();
  await page.getByRole("menuitem", { name: "Remove from vendor" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`${colleague.name} was removed.`)).toBeVisible();
  expect((await staffPage.request.get(`/api/vendors/${vendorId}`)).status()).toBe(404);
  expect((await staffPage.request.get(`/api/events/${event.id}`)).status()).toBe(404);
  await context.close();
});

test(
  "an administrator turns ENABLE_VENDORS off in settings, and vendor sign-up redirects",
  { tag: "@changes-flags" },
  async ({ page }) => {
    await signInWithApi(page, ADMIN);
    try {
      await page.goto("/pages/settings?tab=admin");
      const flag = page.getByRole("switch", { name: "ENABLE_VENDORS" });
      await expect(flag).toBeChecked();
      await flag.click();
      await expect
        .poll(async () => (await page.request.get("/featureFlag/IsEnabled?featureFlagID=ENABLE_VENDORS")).json())
        .toBe(false);
      await expect(page.getByText(/Changed by admin@example\.com/).first()).toBeVisible();
      await page.goto("/vendor-sign-up");
      await expect(page).toHaveURL(/\/pages\/dashboard$/);
    } finally {
      await setVendorsFlag(page.request, true); // the seeded state, for the other specs
    }
  },
);
