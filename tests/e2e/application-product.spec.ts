import { createHash } from "node:crypto";
import { test, expect } from "./fixtures.ts";
import { brokerMailAbout } from "./mail.ts";
import { answerCompanyQuestions, continueToNextStep } from "./applicant.ts";

/**
 * Apply Now on a product page carries its product: the application then allows the product's
 * own range (here £1,000,000 of bridging, above the general form's £500,000) and, for a loan
 * secured on property, asks the property's value, shows the loan-to-value and asks the exit.
 */

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${hash[0]}.${hash[1]}` });
});

test("Apply Now on /bridging-loans applies for £1,000,000 of bridging, through to the brokers", async ({
  page,
}, testInfo) => {
  const companyName = `Bridge Homes Ltd ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
  await page.goto("/bridging-loans");
  await page.getByRole("main").getByRole("link", { name: "Apply Now" }).first().click();
  await expect(page).toHaveURL(/\/application\?product=bridging-loans$/);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });

  await page.getByLabel("Company name").fill(companyName);
  await answerCompanyQuestions(page);
  await page.getByLabel("Trading address").fill("1 High Street, Chester CH1 1AB");
  await continueToNextStep(page);

  await expect(page.getByRole("heading", { name: "Step 2 of 4: Loan Details" })).toBeFocused();
  await expect(page.getByLabel("Applying for")).toHaveValue("bridging-loans");
  await expect(page.getByText("Between £25,000 and £5,000,000")).toBeVisible();
  await page.getByLabel("How much would you like to borrow?").pressSequentially("1000000");
  await page.getByLabel("What is the property worth?").pressSequentially("1600000");
  await expect(page.getByTestId("loan-to-value")).toContainText("62.5% of the property's value");
  await page.getByRole("radio", { name: "Sale of the property" }).check();
  await page.getByLabel(/Tell us about the exit/).fill("Sale agreed on the flat");
  await page.getByLabel("Annual turnover").pressSequentially("250000");
  await continueToNextStep(page);

  const director = page.getByRole("region", { name: /^Director 1\b/ });
  await director.getByLabel("First name").fill("Ann");
  await director.getByLabel("Last name").fill("Lee");
  await director.getByLabel("Email address").fill("ann@bridge-homes.example.co.uk");
  await director.getByLabel("Mobile number").fill("07700 900123");
  await director.getByLabel("Home address").fill("2 Low Street, Chester CH1 1AA");
  await director.getByRole("radio", { name: "Homeowner" }).check();
  await continueToNextStep(page);

  const review = page.locator("[data-wizard-panel]:not([hidden])");
  for (const text of [
    "Bridging Loans",
    "£1,000,000",
    "£1,600,000",
    "62.5%",
    "Sale of the property: Sale agreed on the flat",
  ]) {
    await expect(review.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  for (const text of ["Bridging Loans", "£1,000,000", "62.5%"]) {
    await expect(
      page.getByRole("definition").filter({ hasText: new RegExp(`^${text}$`) }),
    ).toBeVisible();
  }

  await expect.poll(() => brokerMailAbout(companyName), { timeout: 15_000 }).not.toBe("");
  const mail = await brokerMailAbout(companyName);
  for (const text of ["Bridging Loans", "£1,000,000", "£1,600,000", "62.5%", "Sale agreed"]) {
    expect(mail).toContain(text);
  }
});

test("the general form keeps £5,000 to £500,000, and choosing a product changes it", async ({
  page,
}) => {
  await page.goto("/application");
  await continueToNextStep(page);
  await expect(page.getByLabel("Applying for")).toHaveValue("");
  const amount = page.getByLabel("How much would you like to borrow?");
  await amount.pressSequentially("1000000");
  await amount.blur();
  const amountError = page.locator("#application-loanAmount-error");
  await expect(amountError).toHaveText(/Enter an amount between £5,000 and £500,000$/);

  await page.getByLabel("Applying for").selectOption({ label: "Secured Business Loans" });
  await expect(page).toHaveURL(/\?product=secured-business-loans$/);
  await expect(amountError).toBeHidden();
  await expect(page.getByLabel("What is the property worth?")).toBeVisible();
  // A reload keeps the product and the amount.
  await page.reload();
  await expect(page.getByLabel("Applying for")).toHaveValue("secured-business-loans");
  await expect(amount).toHaveValue("1,000,000");
});
