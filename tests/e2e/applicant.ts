import { expect, type Page } from "@playwright/test";

/** What an applicant does in the browser tests: a complete application, a small document. */

/** The bytes of a small, valid-looking PDF (checked by content, like any upload). */
export const pdf = () =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
    Buffer.alloc(4096, 0x20),
  ]);

/**
 * Presses Continue and waits for the next step to show with its heading focused, as a visitor
 * sees the new step before answering it (on a form not used yet, the step's code comes first).
 */
export async function continueToNextStep(page: Page) {
  const shown = page.locator('[data-wizard-panel]:not([hidden]) h2[id^="application-step-"]');
  const from = (await shown.textContent()) ?? "";
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(shown).not.toHaveText(from);
  await expect(shown).toBeFocused();
}

/**
 * Step 1's company questions, typed by hand: a limited company, its number and when it started
 * trading (the wizard must be on step 1).
 */
export async function answerCompanyQuestions(
  page: Page,
  { type = "Limited company", number = "01234567", month = "4", year = "2019" } = {},
) {
  await page.getByRole("radio", { name: type, exact: true }).check();
  await page.getByLabel("Company number", { exact: true }).fill(number);
  await page.getByLabel("Month", { exact: true }).fill(month);
  await page.getByLabel("Year", { exact: true }).fill(year);
}

/** Every answer of the first director card, Ann Lee (the wizard must be on step 3). */
export async function answerFirstDirector(page: Page, email: string) {
  const card = page.getByRole("region", { name: /^Director 1\b/ });
  await card.getByLabel("First name").fill("Ann");
  await card.getByLabel("Last name").fill("Lee");
  await card.getByLabel("Email address").fill(email);
  await card.getByLabel("Mobile number").fill("07700 900123");
  await card.getByLabel("Home address").fill("2 Low Street, Chester CH1 1AA");
  await card.getByRole("radio", { name: "Homeowner" }).check();
}

/**
 * A complete application through the wizard, ending on /results; `reasons` are ticked, and
 * `from` is the address it is opened at (an introducer's link, say).
 */
export async function applyAs(
  page: Page,
  companyName: string,
  email: string,
  {
    reasons = [],
    from = "/application",
    secondDirector,
  }: {
    reasons?: string[];
    from?: string;
    /** A second director's name, email and mobile. */
    secondDirector?: { firstName: string; lastName: string; email: string; mobile: string };
  } = {},
) {
  await page.goto(from);
  await page.getByLabel("Company name").fill(companyName);
  await answerCompanyQuestions(page);
  await page.getByLabel("Trading address").fill("1 High Street, Chester CH1 1AB");
  await continueToNextStep(page);
  await page.getByLabel("How much would you like to borrow?").pressSequentially("50000");
  await page.getByLabel("Annual turnover").pressSequentially("250000");
  for (const reason of reasons) await page.getByRole("checkbox", { name: reason }).check();
  await continueToNextStep(page);
  await answerFirstDirector(page, email);
  if (secondDirector) {
    await page.getByRole("button", { name: "Add Another Director" }).first().click();
    const second = page.getByRole("region", { name: /^Director 2\b/ });
    await second.getByLabel("First name").fill(secondDirector.firstName);
    await second.getByLabel("Last name").fill(secondDirector.lastName);
    await second.getByLabel("Email address").fill(secondDirector.email);
    await second.getByLabel("Mobile number").fill(secondDirector.mobile);
    await second.getByLabel("Home address").fill("3 Low Street, Chester CH1 1AA");
    await second.getByRole("radio", { name: "Homeowner" }).check();
  }
  await continueToNextStep(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application received");
}
