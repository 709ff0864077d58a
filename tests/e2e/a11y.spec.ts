import AxeBuilder from "@axe-core/playwright";
import { pages } from "#app/content/pages.ts";
import { test, expect } from "./fixtures.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.describe("axe finds nothing", () => {
  for (const entry of pages) {
    test(`on ${entry.path}`, async ({ page }) => {
      await page.goto(entry.path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }

  test("on the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test.describe("with the cookie notice showing", () => {
    test.use({ consent: null });
    test("on the home page", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
});
