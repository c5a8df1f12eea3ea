import type { Page } from "@playwright/test";

/** The form's own alert; Next's route announcer is an (empty) role="alert" too. */
export function formAlert(page: Page) {
  return page.getByRole("alert").filter({ hasText: /\S/ });
}

/** Types the credentials into the sign-in form and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Fills the sign-up form and submits it. */
export async function submitSignUp(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.getByRole("textbox", { name: "Full name" }).fill(name);
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Create your free account" }).click();
}
