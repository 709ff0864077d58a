import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { expectNoViolations } from "./axe.ts";
import { expectOneApplicantMailWith, uniqueEmail } from "./mail.ts";
import { answerCompanyQuestions, continueToNextStep } from "./applicant.ts";

/**
 * "Save and continue later": the answers so far are saved for an email address, the link in
 * the mail opens them in another browser at the step they were saved on, and a link that does
 * not work says so. One width: the control is the same at both.
 */

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${hash[0]}.${hash[1]}` });
});

/** Step 1 and 2 of the wizard, leaving the visitor on step 2. */
async function answerFirstSteps(page: Page, companyName: string) {
  await page.getByLabel("Company name").fill(companyName);
  await answerCompanyQuestions(page);
  await page.getByLabel("Trading address").fill("1 High Street, Chester CH1 1AB");
  await continueToNextStep(page);
  await page.getByLabel("How much would you like to borrow?").pressSequentially("75000");
  await page.getByLabel("Annual turnover").pressSequentially("250000");
}

/**
 * axe on the whole page, read from the top: scrolled down to the control, the sticky header
 * lies over the step's last answers, which axe would count as targets too small to hit.
 */
async function expectNoViolationsFromTop(page: Page, state: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expectNoViolations(page, state);
}

/** The path of the link in the one mail sent to `email`. */
async function linkMailedTo(email: string): Promise<string> {
  const mail = await expectOneApplicantMailWith(email, "Open your saved application");
  const path = /\/application\/resume\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(path, "the mail carries the link").toBeTruthy();
  return path!;
}

test("a saved application opens in a fresh browser at the step it was saved on", async ({
  page,
  browser,
}) => {
  // Two browsers and a mail delivered in between.
  test.slow();
  const companyName = `Saved Widgets ${Date.now()}`;
  const email = uniqueEmail("saved");
  await page.goto("/application");
  await answerFirstSteps(page, companyName);

  await page.getByText("Save and continue later").click();
  const address = page.getByRole("textbox", { name: "Email address" });
  await address.fill("not-an-address");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("Enter an email address in the correct format")).toBeVisible();
  await expect(address).toBeFocused();
  await expectNoViolationsFromTop(page, "save control with a message");

  await address.fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We have emailed a link" })).toHaveText(
    `We have emailed a link to ${email}. It works for 30 days.`,
  );
  // The wizard is where it was, answers and all.
  await expect(page.getByRole("heading", { name: "Step 2 of 4: Loan Details" })).toBeVisible();
  await expect(page.getByLabel("How much would you like to borrow?")).toHaveValue("75,000");
  await expectNoViolationsFromTop(page, "save control after saving");

  const link = await linkMailedTo(email);
  const elsewhere = await browser.newContext();
  try {
    const fresh = await elsewhere.newPage();
    await fresh.addInitScript(() => {
      window.localStorage.setItem("cookie-consent", "declined");
      window.localStorage.setItem("cookie-consent-expires", String(Date.now() + 864e5));
    });
    await fresh.goto(link);
    await expect(fresh).toHaveURL(/\/application$/);
    await expect(fresh.getByRole("heading", { name: "Step 2 of 4: Loan Details" })).toBeVisible();
    await expect(fresh.getByLabel("How much would you like to borrow?")).toHaveValue("75,000");
    await expect(fresh.getByLabel("Annual turnover")).toHaveValue("250,000");
    await fresh.getByRole("button", { name: "Previous" }).click();
    await expect(fresh.getByLabel("Company name")).toHaveValue(companyName);
  } finally {
    await elsewhere.close();
  }
});

test("a link that does not work says so and offers a new application", async ({ page }) => {
  const response = await page.goto(`/application/resume/${"Q".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expect(page.getByRole("link", { name: "Start a new application" })).toHaveAttribute(
    "href",
    "/application",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoViolations(page, "a link that does not work");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("saving keeps every answer on the page, and the link opens them filled in", async ({
    page,
  }) => {
    const companyName = `Plain Widgets ${Date.now()}`;
    const email = uniqueEmail("plain");
    await page.goto("/application");
    await page.getByLabel("Company name").fill(companyName);
    const saveControl = page.locator("details", { hasText: "Save and continue later" });
    await saveControl.getByText("Save and continue later").click();
    await saveControl.getByRole("textbox", { name: "Email address" }).fill(email);
    await saveControl.getByRole("button", { name: "Email me a link" }).click();

    await expect(page.getByText(`We have emailed a link to ${email}.`)).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(companyName);

    await page.goto(await linkMailedTo(email));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your saved application");
    await expect(page.getByLabel("Company name")).toHaveValue(companyName);
    await expect(page.locator("#application-form")).toHaveAttribute("action", "/application");
  });
});
