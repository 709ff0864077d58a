import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe finds nothing on the page once it has settled; `state` names it in a failure. Sizes and
 * overlaps are judged after running transitions end (a card opening or closing is measured
 * where it comes to rest, not halfway).
 */
export async function expectNoViolations(page: Page, state?: string) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running"),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {
      // Something animates for ever (a spinner): check the page as it is.
    });
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    state,
  ).toEqual([]);
}
