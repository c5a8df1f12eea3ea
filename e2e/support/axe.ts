import axe from "axe-core";
import type { Page } from "@playwright/test";

// axe-core run in the page itself, injected once per document. @axe-core/playwright's AxeBuilder
// evaluates axe's 650 KB source three times per analysis and opens a blank tab to merge the
// frames' partial results (for cross-origin frames, which no screen here has): measured on the
// light-scheme pass, 126 s of CPU against 53 s this way, for the same violations.

type AxeWindow = { axe: typeof axe };

/** axe-core in every frame of the page that does not have it yet (a navigation starts over). */
async function inject(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => "axe" in window).catch(() => true); // a detached frame
    // Same-origin frames answer axe's frame messenger: nothing else is allowed to.
    if (!present) await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] })`);
  }
}

/** The violations of the rules tagged with any of `tags`, on the page as it is now. */
export async function axeViolations(page: Page, tags: string[]): Promise<axe.Result[]> {
  await inject(page);
  const results = await page.evaluate(
    // Only the violations' nodes come back: serialising every passing node would cost more than the checks.
    (options) => (window as unknown as AxeWindow).axe.run(document, options),
    { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] } satisfies axe.RunOptions,
  );
  return results.violations;
}
