import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe finds nothing on the page as it is now; `state` names it in a failure. */
export async function expectNoViolations(page: Page, state?: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    state,
  ).toEqual([]);
}
