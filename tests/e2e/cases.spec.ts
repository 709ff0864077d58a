import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { applyAs } from "./applicant.ts";
import { bootstrapAdmin, openInbox, signIn } from "./admin-session.ts";
import { referencePattern } from "./cases.ts";
import { expectNoViolations } from "./axe.ts";
import { applicantMails, decoded, expectOneApplicantMailWith, uniqueEmail } from "./mail.ts";

/**
 * One applicant, one case: a quick quote and the application that follows it from the same
 * address carry one reference, in both mails and on both links' pages, and the quote's page
 * shows the application. The broker finds the case by its reference, the second director's
 * name and an accent-free spelling.
 */
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`cases:${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${hash[0]}.${hash[1]}` });
});

/** Every secure-link path in the mails to `address`, oldest mail first. */
async function trackingPaths(address: string): Promise<string[]> {
  const mails = (await applicantMails(address)).map(decoded);
  return mails
    .map((mail) => /https?:\/\/[^\s"<>/]+(\/track\/[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(mail))
    .filter((found) => found !== null)
    .map((found) => found[1]!);
}

async function sendQuote(page: Page, email: string) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Get your funding quote" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("07700 900123");
  await form.getByRole("button", { name: "Get My Funding Options" }).click();
  await expect(page).toHaveURL("/enquiry");
  await expect(page.getByText(/Your reference is DBF-/)).toBeVisible({ timeout: 15_000 });
}

test("a quote then an application from one address are one case with one reference", async ({
  page,
}) => {
  const stamp = Date.now();
  const email = uniqueEmail("one-case");
  const company = `Oakfield Café ${stamp} Ltd`;
  // Letters only, as a name is: the stamp's digits as letters.
  const secondSurname = `Hughes${String(stamp).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
  const companyNumber = `SC${String(stamp).slice(-6)}`;
  await sendQuote(page, email);
  const quoteMail = await expectOneApplicantMailWith(email, "Enquiry received");
  const reference = referencePattern.exec(decoded(quoteMail))![0];

  // The application from the same address joins the quote's case: the page names no reference
  // (whoever typed the address may not be its owner), the mail does. (The quote's answers the
  // wizard would start from are cleared: the application types its own.)
  await page.evaluate(() => localStorage.clear());
  await applyAs(page, company, email, {
    secondDirector: {
      firstName: "Gareth",
      lastName: secondSurname,
      email: uniqueEmail("second-director"),
      mobile: "07700 900456",
    },
  });
  await expect(
    page.getByText("We've added this to the application you already have"),
  ).toBeVisible();
  await expect(page.locator("main")).not.toContainText(reference);
  const joinedMail = decoded(
    await expectOneApplicantMailWith(email, `Added to your application ${reference}`),
  );
  expect(joinedMail).toContain(`We've added this to your application ${reference}`);

  // Both links open the case as it stands: the application's company, no invitation to apply.
  await expect.poll(async () => (await trackingPaths(email)).length).toBe(2);
  for (const path of await trackingPaths(email)) {
    await page.goto(path);
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(company, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Complete your application" })).toHaveCount(0);
  }

  // The broker gives the case its company number.
  await signIn(page, bootstrapAdmin.email, bootstrapAdmin.password);
  await page.goto("/admin");
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("table").getByRole("link", { name: company }).click();
  const details = page.getByRole("region", { name: "Edit details" });
  await details.getByLabel("Company number").fill(companyNumber);
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Details saved.")).toBeVisible();

  // The broker finds it by its reference with or without the hyphen, the second director's name,
  // the company number, and the café's name typed without its accent: one case, holding both.
  for (const search of [
    reference,
    reference.replace("-", "").toLowerCase(),
    `gareth ${secondSurname.toLowerCase()}`,
    companyNumber.toLowerCase(),
    company.replace("é", "e"),
  ]) {
    await page.goto("/admin");
    await page.getByLabel("Search").fill(search);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows, search).toHaveCount(2); // the header and one case
    await expect(rows.nth(1), search).toContainText(company);
  }
  await page.getByRole("table").getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);

  // Ann rings: before the call is added, the broker is told she has an open case, and adds it
  // there; what they typed is all kept.
  await openInbox(page);
  await page.getByRole("link", { name: "New lead" }).click();
  await page.getByLabel("Full name").fill("Ann Lee");
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByLabel("Amount they need (£)").fill("60,000");
  await page.getByLabel("First note").fill("Rang about the application.");
  await page.getByRole("button", { name: "Add lead" }).click();
  const match = page.getByTestId("case-match");
  await expect(match).toContainText(`Ann Lee has an open case, ${reference}: add this call to it?`);
  await expect(page.getByLabel("First note")).toHaveValue("Rang about the application.");
  await expect(page.getByLabel("Amount they need (£)")).toHaveValue("60,000");
  await expectNoViolations(page, "new lead with an open case");
  await match.getByRole("button", { name: `Add this call to ${reference}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Rang about the application.",
  );
});
