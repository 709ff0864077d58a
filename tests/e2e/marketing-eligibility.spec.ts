import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * The home page's Quick Eligibility Check: three questions whose answer names the products that
 * fit, in place with JavaScript and from the server without it (docs/decisions/0040).
 */

function checkOf(page: Page) {
  const form = page.getByRole("form", { name: "Quick eligibility check" });
  return {
    form,
    amount: form.getByLabel("How much funding do you need?"),
    trading: form.getByLabel("How long has the business been trading?"),
    turnover: form.getByLabel("What is the business's annual turnover?"),
    submit: form.getByRole("button", { name: "See Products That Fit" }),
    status: page.locator("#eligibility").getByRole("status"),
    products: page.locator("#eligibility").getByRole("list", { name: "Products that fit" }),
  };
}

test.describe("the quick eligibility check", () => {
  test("answers the three questions in place with the products that fit, each linked", async ({
    page,
  }) => {
    // The check's code is fetched on first use; here it is slow to come, and the visitor quick.
    let arrived = false;
    await page.route(/\/eligibility-check-script-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      arrived = true;
      await route.continue();
    });
    await page.goto("/");
    const check = checkOf(page);
    await expect(page.locator("#eligibility")).toContainText("The four criteria");
    await check.amount.fill("25,000");
    await check.trading.selectOption({ label: "6 to 12 months" });
    await check.turnover.selectOption({ label: "Under £60,000" });
    // A page that stayed keeps this mark; a page loaded again would not.
    await page.evaluate(() => document.documentElement.setAttribute("data-stayed", ""));
    await check.amount.press("Enter");
    expect(arrived, "Enter was pressed before the check's code came").toBe(false);

    await expect(check.status).toHaveText("3 products fit your answers.");
    await expect(check.products.getByRole("link")).toHaveText([
      "Card Terminal Loans",
      "Asset Funding",
      "Bridging Loans",
    ]);
    await expect(check.products.getByRole("link", { name: "Asset Funding" })).toHaveAttribute(
      "href",
      "/asset-funding",
    );
    await expect(check.products).toContainText("Lends £5,000 to £2,000,000 over 1-7 years.");
    await expect(page.locator("html")).toHaveAttribute("data-stayed", "");
    await expect(check.amount).toBeFocused();
    // The address holds the answers, so a reload shows the same answer.
    await expect(page).toHaveURL(/\/\?amount=25%2C000&trading=6&turnover=0#eligibility$/);
    await expectNoViolations(page, "the check answered");

    // An answer that is not an amount is marked beside its field and kept; the list goes.
    await check.amount.fill("lots");
    await check.submit.click();
    await expect(check.status).toHaveText("Check the answers marked to see which products fit.");
    await expect(check.amount).toHaveAccessibleDescription(
      /Enter the amount in whole pounds, like 25,000/,
    );
    await expect(check.amount).toHaveValue("lots");
    await expect(check.amount).toBeFocused();
    await expect(check.trading).toHaveValue("6");
    await expect(check.products).toHaveCount(0);
    await expectNoViolations(page, "the check with an answer to correct");

    // When none fits, it says so and offers a broker.
    await check.amount.fill("1,000");
    await check.submit.click();
    await expect(check.status).toHaveText("None of our products fits all three answers.");
    const answer = page.locator("#eligibility-answer");
    await expect(answer.getByRole("link", { name: /Call Our Team/ })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(answer.getByRole("link", { name: "Send Us a Message" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.locator("html")).toHaveAttribute("data-stayed", "");
  });

  test("when one product fits, Start Application opens the application with it", async ({
    page,
  }) => {
    await page.goto("/");
    const check = checkOf(page);
    const start = page.locator("#eligibility").getByRole("link", { name: "Start Application" });
    await expect(start).toHaveAttribute("href", "/application");
    await check.amount.fill("6,000,000");
    await check.trading.selectOption({ label: "2 years or more" });
    await check.turnover.selectOption({ label: "£100,000 or more" });
    await check.submit.click();
    await expect(check.status).toHaveText("1 product fits your answers.");
    await expect(check.products.getByRole("link")).toHaveText(["Secured Business Loans"]);
    await expect(start).toHaveAttribute("href", "/application?product=secured-business-loans");
  });

  test("answered at phone width, axe finds nothing", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/?amount=25%2C000&trading=12&turnover=100000#eligibility");
    await expect(checkOf(page).status).toHaveText("11 products fit your answers.");
    await expectNoViolations(page, "the check answered by the server");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page itself answers, at the check, with the answers kept", async ({ page }) => {
      await page.goto("/");
      const check = checkOf(page);
      await check.amount.fill("25,000");
      await check.trading.selectOption({ label: "12 months to 2 years" });
      await check.turnover.selectOption({ label: "£100,000 or more" });
      await check.submit.click();

      await expect(page).toHaveURL(/\/\?amount=25%2C000&trading=12&turnover=100000#eligibility$/);
      await expect(check.status).toHaveText("11 products fit your answers.");
      await expect(
        check.products.getByRole("link", { name: "Business Growth Loans" }),
      ).toHaveAttribute("href", "/business-growth-loans");
      await expect(check.amount).toHaveValue("25,000");
      await expect(check.trading).toHaveValue("12");
      await expect(check.turnover).toHaveValue("100000");

      // A question left unanswered is marked beside its field; the others are kept.
      await check.turnover.selectOption({ label: "Choose one" });
      await check.submit.click();
      await expect(check.status).toHaveText("Check the answers marked to see which products fit.");
      await expect(check.turnover).toHaveAccessibleDescription(/Annual turnover is required/);
      await expect(check.amount).toHaveValue("25,000");
      await expect(check.trading).toHaveValue("12");
    });
  });
});
