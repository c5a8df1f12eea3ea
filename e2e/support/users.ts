import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

export type TestUser = { name: string; email: string; password: string };

let counter = 0;
/** An address that no other run uses, so the suite can run against a shared preview. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}-${counter}@example.test`;
}

/**
 * The header a page of the site sends with its writes: the API refuses a write authenticated by
 * the session cookie from anywhere else (lib/http/same-site.ts), and Playwright's `page.request`
 * sends no `Origin` of its own.
 */
export function siteHeaders(): Record<string, string> {
  return { origin: new URL(test.info().project.use.baseURL!).origin };
}

/** Signs a new user up through the API. */
export async function createUser(request: APIRequestContext, prefix = "e2e"): Promise<TestUser> {
  const user = { name: "Casey Tester", email: uniqueEmail(prefix), password: "Sup3r-secret!" };
  const response = await request.post("/api/auth/sign-up", { data: { ...user, agreements: true } });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

/** Signs in through next-auth's credentials endpoint, leaving the session cookie in the page's context. */
export async function signInWithApi(page: Page, user: Pick<TestUser, "email" | "password">): Promise<void> {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: user.email, password: user.password, rememberMe: "true", json: "true" },
  });
  expect(response.ok()).toBeTruthy();
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.userId).toBeTruthy();
}

/** The seeded administrator (present in every deployment's seed). */
export const ADMIN = { email: "admin@example.com", password: "Admin123!" };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/sign-in", { data: ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken;
}

/** The newest mail to `to` in the app's outbox, read through the admin API. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const token = await adminToken(request);
  let mails: { subject: string; text: string }[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}&limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      mails = await response.json();
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails[0];
}

/** The path and query of the first link in a mail's text (the host may be the deployment's). */
export function linkPathIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export async function setVendorsFlag(request: APIRequestContext, enabled: boolean): Promise<void> {
  const token = await adminToken(request);
  const response = await request.patch("/api/admin/feature-flags", {
    data: { key: "ENABLE_VENDORS", enabled },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}
