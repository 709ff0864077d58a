import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { expectNoViolations } from "./axe.ts";

/**
 * The deal desk (issue 37, point 1): a broker sets a case's deal facts, sees the lenders that
 * fit with the reasons the others do not, starts a submission from a fitting lender, is offered
 * the panel lender for a name typed nearly like it, and an admin merges two lenders. Names are
 * unique: every spec shares one database.
 */
test.describe.configure({ timeout: 240_000 });

async function addPanelLender(
  page: Page,
  name: string,
  criteria: { product?: string; minTrading?: string; minTurnover?: string },
) {
  await page.goto("/admin/lenders");
  const add = page.getByRole("region", { name: "Add a lender" });
  await add.getByLabel("Lender's name").fill(name);
  if (criteria.product) await add.getByLabel(criteria.product, { exact: true }).check();
  if (criteria.minTrading)
    await add.getByLabel("Minimum trading time (months)").fill(criteria.minTrading);
  if (criteria.minTurnover)
    await add.getByLabel("Minimum annual turnover (£)").fill(criteria.minTurnover);
  await add.getByLabel("Share of the funded amount (%)").fill("2");
  await add.getByRole("button", { name: "Add lender" }).click();
  await expect(add.getByRole("status")).toHaveText(`Added ${name} to the panel.`);
}

async function addPhoneLead(page: Page, applicant: string, phone: string) {
  await openInbox(page);
  await page.getByRole("link", { name: "New lead" }).click();
  await page.getByLabel("How did the enquiry reach us?").selectOption("phone");
  await page.getByLabel("Full name").fill(applicant);
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Add lead" }).click();
  await expect(page.getByRole("heading", { name: applicant, level: 1 })).toBeVisible();
}

async function setDealFacts(page: Page) {
  const deal = page.getByRole("region", { name: "Deal facts" });
  await deal.getByLabel("Product").selectOption({ label: "Bridging Loans" });
  await deal.getByLabel("Amount (£)").fill("300,000");
  await deal.getByLabel("Term wanted (months)").fill("12");
  await deal.getByLabel("Trading since").fill("01/2020");
  await deal.getByLabel("Sector").selectOption({ label: "Construction" });
  await deal.getByLabel("Company type").selectOption({ label: "Limited company" });
  await deal.getByLabel("Annual turnover (£)").fill("200,000");
  await deal.getByLabel("Property value (£)").fill("500,000");
  await expect(deal.getByText("Loan-to-value: 60%")).toBeVisible();
  await deal.getByLabel("Exit").fill("Sale of the property");
  await deal.getByRole("button", { name: "Save deal facts" }).click();
  await expect(deal.getByRole("status")).toHaveText("Deal facts saved.");
}

// A name nearly like a panel lender's is questioned with a 400 answer, which the browser reports.
test.use({ expectedConsoleErrors: /status of 400/ });

test("deal facts, lenders that fit, a submission from the list and a typed near match", async ({
  page,
}) => {
  const stamp = Date.now();
  const fits = `Bridgeway ${stamp}`;
  const young = `Seasoned Only ${stamp}`;
  const rich = `Turnover Heavy ${stamp}`;
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await addPanelLender(page, fits, { product: "Bridging Loans" });
  await addPanelLender(page, young, { product: "Bridging Loans", minTrading: "240" });
  await addPanelLender(page, rich, { minTurnover: "1,000,000" });
  await addPhoneLead(page, `Dana Deal ${stamp}`, "07700 900611");

  // A bad amount is said at its field; nothing typed is lost.
  const deal = page.getByRole("region", { name: "Deal facts" });
  // The property questions show once a property loan is chosen.
  await deal.getByLabel("Product").selectOption({ label: "Bridging Loans" });
  await deal.getByLabel("Amount (£)").fill("500");
  await deal.getByLabel("Exit").fill("Refinance");
  await deal.getByRole("button", { name: "Save deal facts" }).click();
  await expect(deal.getByLabel("Amount (£)")).toHaveAccessibleDescription(/£1,000 to £50,000,000/);
  await expect(deal.getByLabel("Exit")).toHaveValue("Refinance");

  await setDealFacts(page);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Amount: Not known → £300,000",
  );
  const fit = page.getByRole("region", { name: "Lenders that fit" });
  await expect(fit.getByRole("listitem").filter({ hasText: young })).toContainText(
    /Needs 240 months' trading \(this business: \d+\)/,
  );
  await expect(fit.getByRole("listitem").filter({ hasText: rich })).toContainText(
    "Needs turnover of £1,000,000",
  );
  await expectNoViolations(page, "the case page with deal facts and lenders that fit");

  // "Submit to …" opens the submission form with that lender chosen.
  await fit.getByRole("link", { name: `Submit to ${fits}` }).click();
  const record = page.locator("form#submission-new");
  const lender = record.getByRole("combobox", { name: "Lender", exact: true });
  await expect(lender).toHaveValue(fits);
  await expect(lender).toBeFocused();
  await expect(lender.locator("optgroup[label='Lenders that fit']")).toContainText(fits);
  await record.getByLabel("Date sent").fill("2026-11-20");
  await record.getByRole("button", { name: "Record submission" }).click();
  await expect(page.getByText(`${fits}: Sent, awaiting answer`)).toBeVisible();

  // A name typed nearly like a panel lender is offered as that lender.
  const again = page.locator("form#submission-new");
  await again.getByLabel("Or a lender not on the panel").fill(`${fits} Ltd`);
  await again.getByLabel("Date sent").fill("2026-11-21");
  await again.getByRole("button", { name: "Record submission" }).click();
  await expect(again.getByText(`Did you mean ${fits}?`)).toBeVisible();
  await expect(again.getByLabel("Or a lender not on the panel")).toHaveValue(`${fits} Ltd`);
  await again.getByRole("button", { name: `Use ${fits}` }).click();
  await expect(page.getByText(`${fits}: Sent, awaiting answer`)).toHaveCount(2);
});

test("an admin merges one lender into another, its submissions moving", async ({ page }) => {
  const stamp = Date.now();
  const keep = `Merge Keeper ${stamp}`;
  const gone = `Merge Twin ${stamp}`;
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await addPanelLender(page, keep, {});
  await addPanelLender(page, gone, {});
  await addPhoneLead(page, `Mo Merge ${stamp}`, "07700 900612");
  await page
    .locator("form#submission-new")
    .getByRole("combobox", { name: "Lender", exact: true })
    .selectOption(gone);
  await page.locator("form#submission-new").getByLabel("Date sent").fill("2026-11-20");
  await page.getByRole("button", { name: "Record submission" }).click();
  await expect(page.getByText(`${gone}: Sent, awaiting answer`)).toBeVisible();
  const caseUrl = page.url();

  await page.goto("/admin/lenders");
  const merge = page.getByRole("region", { name: "Merge lenders" });
  await merge.getByLabel("Lender to merge (it leaves the panel)").selectOption({ label: gone });
  await merge.getByLabel("Lender that stays").selectOption({ label: keep });
  await merge.getByRole("button", { name: "Review the merge" }).click();
  await expect(merge).toContainText(`1 submission to ${gone} will move to ${keep}.`);
  await expectNoViolations(page, "the merge confirmation");
  await merge.getByRole("button", { name: `Merge ${gone} into ${keep}` }).click();
  await expect(merge.getByRole("status")).toHaveText(
    `Merged ${gone} into ${keep}: 1 submission moved.`,
  );
  await expect(page.getByRole("row", { name: new RegExp(gone) })).toHaveCount(0);
  await page.goto(caseUrl);
  await expect(page.getByText(`${keep}: Sent, awaiting answer`)).toBeVisible();
});

test("the deal facts and lenders that fit are usable on a phone @phone-only", async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await addPanelLender(page, `Phone Bridge ${stamp}`, { product: "Bridging Loans" });
  await addPhoneLead(page, `Pip Phone ${stamp}`, "07700 900613");
  await setDealFacts(page);
  const fit = page.getByRole("region", { name: "Lenders that fit" });
  const link = fit.getByRole("link", { name: `Submit to Phone Bridge ${stamp}` });
  await expect(link).toBeVisible();
  // Measured in the page once it has settled: a revalidation after the save can re-lay it out.
  const width = page.viewportSize()!.width;
  const box = () => link.evaluate((element) => element.getBoundingClientRect().toJSON());
  await expect.poll(async () => (await box()).height).toBeGreaterThanOrEqual(44);
  expect((await box()).right).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await expectNoViolations(page, "the deal desk on a phone");
});
