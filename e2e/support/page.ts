import type { Page } from "@playwright/test";

/** The form's own alert; Next's route announcer is an (empty) role="alert" too. */
export function formAlert(page: Page) {
  return page.getByRole("alert").filter({ hasText: /\S/ });
}
