import { expect, test, type Page } from "@playwright/test";
import { formAlert, submitSignIn } from "./support/page";
import { createUser, latestMailTo, linkPathIn, signInWithApi } from "./support/users";

// Issue 14: security headers on every page (with no page broken by its own policy), redirects that
// stay on the site whatever `redirectURL` says, and a password reset that ends the other sessions.

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

function expectPageHeaders(
  headers: Record<string, string>,
  { camera, cached = false }: { camera: "()" | "(self)"; cached?: boolean },
) {
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  const scripts = csp.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
  // A page served from cache is one HTML for everyone: no nonce, inline scripts from the page itself.
  if (cached) expect(scripts).toMatch(/^ ?script-src 'self' 'unsafe-inline'$/);
  else expect(scripts).toMatch(/^ ?script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain(`camera=${camera}`);
  // Served over plain http here: no HSTS (a browser would pin the test host to https).
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test.describe("security headers", () => {
  test("every page carries its policy, with a fresh nonce unless served from cache, and no page breaks it", async ({
    page,
    request,
  }) => {
    const violations = await watchPolicyViolations(page);
    const { events } = await (await request.get("/api/public/events?pageSize=1")).json();
    expect(events.length).toBeGreaterThan(0);

    for (const path of ["/home", `/p/event/${events[0].slug}`, `/tr/p/event/${events[0].slug}`]) {
      const response = await page.goto(path);
      expectPageHeaders(response!.headers(), { camera: "()", cached: true });
    }
    // The Turkish address keeps Turkish for the pages after it (its cookie): back to English.
    await page.context().clearCookies();
    const perRequestPages = ["/home?search=a", "/forgot-password", "/sign-in"];
    const nonces = new Set<string>();
    for (const path of perRequestPages) {
      const response = await page.goto(path);
      expectPageHeaders(response!.headers(), { camera: "()" });
      nonces.add(response!.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1]);
    }
    expect(nonces.size).toBe(perRequestPages.length);
    // Hydrated under the policy: the sign-in form's client-side validation answers.
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();

    const user = await createUser(request, "csp");
    await signInWithApi(page, user);
    for (const path of ["/pages/dashboard", "/pages/calendar", "/pages/events/new", "/pages/settings"]) {
      const response = await page.goto(path);
      expectPageHeaders(response!.headers(), { camera: path.startsWith("/pages/events/") ? "(self)" : "()" });
    }
    // The event editor's rich text and the shell's menus run: open the user menu.
    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an API answer cannot run anything when opened as a document", async ({ request }) => {
    const response = await request.get("/api/public/events?pageSize=1");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});

// The payloads of the issue: each must leave the user on this site, on the default page.
const REDIRECT_PAYLOADS = [
  "//evil.com",
  "/\\evil.com",
  "/.//evil.com",
  "/%2F%2Fevil.com",
  "/%5Cevil.com",
  "https://evil.com",
  "javascript:alert(1)",
  "/\t/evil.com",
];

test.describe("redirects stay on the site", () => {
  test("sign-in with each redirect payload lands on the dashboard", async ({ browser, request, baseURL }) => {
    const user = await createUser(request, "redirect");
    for (const payload of REDIRECT_PAYLOADS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let dialog = false;
      page.on("dialog", async (opened) => {
        dialog = true;
        await opened.dismiss();
      });
      await page.goto(`/sign-in?redirectURL=${encodeURIComponent(payload)}`);
      await submitSignIn(page, user.email, user.password);
      await expect(page, `payload ${JSON.stringify(payload)}`).toHaveURL(`${baseURL}/pages/dashboard`);
      expect(dialog, `payload ${JSON.stringify(payload)} ran script`).toBe(false);
      await context.close();
    }
  });

  test("unlocking the session with each redirect payload lands on the dashboard", async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createUser(request, "unlock-redirect");
    await signInWithApi(page, user);
    for (const payload of REDIRECT_PAYLOADS) {
      await page.goto(`/unlock-session?redirectURL=${encodeURIComponent(payload)}`);
      await expect(page.getByTestId("unlock-user-name")).toHaveText(user.name);
      // The page locks the session as it opens: let that finish before unlocking.
      await page.waitForLoadState("networkidle");
      await page.locator('input[name="password"]').fill(user.password);
      await page.getByRole("button", { name: "Unlock" }).click();
      await expect(page, `payload ${JSON.stringify(payload)}`).toHaveURL(`${baseURL}/pages/dashboard`);
    }
  });
});

test.describe("a password reset ends the other sessions", () => {
  test("reset in one browser context, and the other is signed out on its next navigation", async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, "reset-elsewhere");
    const laptop = await browser.newContext();
    const laptopPage = await laptop.newPage();
    await signInWithApi(laptopPage, user);
    await laptopPage.goto("/pages/settings");
    await expect(laptopPage.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto("/forgot-password");
    await phonePage.getByRole("textbox", { name: "Email address" }).fill(user.email);
    await phonePage.getByRole("button", { name: "Send reset link" }).click();
    await expect(phonePage.getByRole("status")).toContainText("a reset link is on its way");
    const mail = await latestMailTo(request, user.email);
    await phonePage.goto(linkPathIn(mail.text));
    await phonePage.locator('input[name="password"]').fill("Another-pass-42");
    await phonePage.locator('input[name="passwordConfirm"]').fill("Another-pass-42");
    await phonePage.getByRole("button", { name: "Reset your password" }).click();
    await expect(phonePage.getByRole("status")).toHaveText("Your password has been reset. Sign in with the new one.");

    await laptopPage.goto("/pages/events");
    await expect(laptopPage).toHaveURL(/\/sign-in\?redirectURL=%2Fpages%2Fevents$/);
    // The old password is gone too; the new one signs in.
    await submitSignIn(laptopPage, user.email, user.password);
    await expect(formAlert(laptopPage)).toHaveText("Wrong email or password.");
    await laptopPage.locator('input[name="password"]').fill("Another-pass-42");
    await laptopPage.getByRole("button", { name: "Sign in" }).click();
    await expect(laptopPage).toHaveURL(/\/pages\/events$/);
    await laptop.close();
    await phone.close();
  });
});
