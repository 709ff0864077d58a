import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startServer } from "#tests/harness/server-process.ts";
import { expectNoViolations } from "./axe.ts";
import { test, expect } from "./fixtures.ts";
import { answerCompanyQuestions, answerFirstDirector, continueToNextStep } from "./applicant.ts";
import { expectOneMailWith, uniqueEmail } from "./mail.ts";

/**
 * Step 1's "Find my company", against the Companies House stand-in the server is pointed at
 * (tests/harness/companies-house.ts): a company found by name fills in the step and the
 * directors; when the look-up fails, typing by hand still sends the application.
 */

test.beforeEach(async ({ page }, testInfo) => {
  const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${hash[0]}.${hash[1]}` });
});

async function find(page: Page, query: string) {
  await page.getByLabel("Search Companies House").fill(query);
  await page.getByRole("button", { name: "Find my company" }).click();
}

test("a company found by name fills in its name, address, trading start and directors", async ({
  page,
}) => {
  await page.goto("/application");
  await find(page, "oak");
  await expect(page.getByRole("status").filter({ hasText: "companies found" })).toHaveText(
    "2 companies found. Choose yours from the list below.",
  );
  await expectNoViolations(page, "the companies found");
  await page.getByRole("button", { name: /^OAKWOOD JOINERY LTD/ }).click();

  await expect(page.getByLabel("Company name")).toHaveValue("OAKWOOD JOINERY LTD");
  await expect(page.getByLabel("Company name")).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "filled in" })).toContainText(
    "The details of OAKWOOD JOINERY LTD have been filled in below.",
  );
  await expect(page.getByRole("radio", { name: "Limited company", exact: true })).toBeChecked();
  await expect(page.getByLabel("Company number", { exact: true })).toHaveValue("12345678");
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue("2015");
  await expect(page.getByLabel("Trading address")).toHaveValue(
    "4 Mill Lane, Hoole, Chester, CH2 3AB, England",
  );
  // Prefilled is not final: the applicant changes what is not right.
  await page.getByLabel("Company name").fill("Oakwood Joinery Ltd");

  await continueToNextStep(page);
  await continueToNextStep(page);
  const first = page.getByRole("region", { name: /^Director 1\b/ });
  await expect(first.getByLabel("First name")).toHaveValue("Ann");
  await expect(first.getByLabel("Last name")).toHaveValue("Wood");
  const second = page.getByRole("region", { name: /^Director 2\b/ });
  await expect(second.getByLabel("First name")).toHaveValue("Brian");
  await expect(second.getByLabel("Last name")).toHaveValue("Oak");
  // The director who resigned and the secretary get no card.
  await expect(page.getByRole("region", { name: /^Director 3\b/ })).toHaveCount(0);

  await continueToNextStep(page);
  const review = page.locator("[data-wizard-panel]:not([hidden])");
  await expect(review.getByText("Oakwood Joinery Ltd", { exact: true })).toBeVisible();
  await expect(review.getByText("March 2015", { exact: true })).toBeVisible();
});

test("when the look-up fails the applicant is told, and typing by hand still sends the application", async ({
  page,
}, testInfo) => {
  const companyName = `Handmade Unavailable Ltd ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
  const email = uniqueEmail("company-by-hand");
  await page.goto("/application");
  await find(page, "Unavailable Bakery");
  await expect(
    page.getByText(
      "We could not reach Companies House just now. Try again in a few minutes, or type the details in below.",
    ),
  ).toBeVisible();
  await find(page, "00000001");
  await expect(
    page.getByText(
      "Companies House has no company with the number 00000001. Check the number, or type the details in below.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("");

  await page.getByLabel("Company name").fill(companyName);
  await answerCompanyQuestions(page, { number: "sc 12345", month: "11", year: "2008" });
  await page.getByLabel("Trading address").fill("1 High Street, Chester CH1 1AB");
  await continueToNextStep(page);
  await page.getByLabel("How much would you like to borrow?").pressSequentially("50000");
  await page.getByLabel("Annual turnover").pressSequentially("250000");
  await continueToNextStep(page);
  await answerFirstDirector(page, email);
  await continueToNextStep(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/results$/);

  // The brokers read the company's answers, the number as Companies House writes it.
  const mail = await expectOneMailWith("New application", companyName);
  expect(mail).toContain("Limited company");
  expect(mail).toContain("SC012345");
  expect(mail).toContain("November 2008");
});

/** Whether any script the page fetches while `visit` runs carries the finder's words. */
async function fetchesTheFinder(page: Page, visit: () => Promise<void>): Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      bodies.push(response.text().catch(() => ""));
    }
  });
  await visit();
  await page.waitForLoadState("networkidle");
  const texts = await Promise.all(bodies);
  expect(texts.length, "the page's scripts were seen").toBeGreaterThan(0);
  return texts.some((text) => text.includes("Find your company at Companies House"));
}

test("the finder's code is fetched only where the finder is offered", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The server sends the finder in its place, above the company's name: not after the page,
  // for a script to put in (as React does with a Suspense boundary in a page this long).
  const html = await (await request.get("/application")).text();
  const finderAt = html.indexOf('aria-labelledby="application-company-search-heading"');
  expect(finderAt).toBeGreaterThan(0);
  expect(finderAt).toBeLessThan(html.indexOf('id="application-companyName"'));
  expect(html).not.toContain('<template id="B:');
  // With the key (the configured server), step 1 fetches it and shows the finder.
  expect(await fetchesTheFinder(page, () => page.goto("/application").then(() => {}))).toBe(true);
  await expect(page.getByLabel("Search Companies House")).toBeVisible();

  // Without one, the page neither shows the finder nor fetches its code.
  const dataDir = mkdtempSync(join(tmpdir(), "broker-no-key-"));
  const server = await startServer({ DATA_DIR: dataDir, COMPANIES_HOUSE_API_KEY: "" });
  try {
    const other = await page.context().newPage();
    const fetched = await fetchesTheFinder(other, async () => {
      await other.goto(`${server.url}/application`);
      await other.waitForSelector("html[data-hydrated]", { state: "attached" });
    });
    expect(fetched).toBe(false);
    await expect(other.getByLabel("Company name")).toBeVisible();
    await expect(other.getByLabel("Search Companies House")).toHaveCount(0);
    await other.close();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
